import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { bakerySiteRoutes, serveFixtureSite, type FixtureSite } from '../../apps/api/src/test/fixture-site';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
let site: FixtureSite;
test.beforeAll(async () => {
  site = await serveFixtureSite(bakerySiteRoutes(0));
});
test.afterAll(async () => site.close());

async function analysedSite(page: Page) {
  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
  await page.getByRole('tab', { name: 'Analyse' }).click();
  await expect(page.getByText(/Aucune analyse pour l.instant/)).toBeVisible();
  await page.getByLabel('Adresse du site').fill(`${site.url}/`);
  await page.getByRole('button', { name: 'Analyser le site' }).click();
  await expect(page.getByText('Analyse terminée !')).toBeVisible({ timeout: 30_000 });
  return page.getByRole('region', { name: 'Ce que dit votre site' });
}

const factRow = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Ce que dit votre site' }).getByRole('listitem').filter({ hasText: text });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the owner corrects, removes and adds facts of the analysis (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const facts = await analysedSite(page);

    // Each fact shows the page it was read on, linked in a new tab.
    const baguette = factRow(page, 'Baguette tradition');
    await expect(baguette.getByText(/1,30\s€/)).toBeVisible();
    const source = baguette.getByRole('link', { name: 'Tarifs' });
    await expect(source).toHaveAttribute('href', `${site.url}/tarifs`);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);

    // Correct a price: marked, the site's value kept beside it, the products list follows.
    await baguette.getByRole('button', { name: /Modifier/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Prix (€)').fill('1,45');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Correction enregistrée')).toBeVisible();
    await expect(baguette.getByText('Corrigé par vous')).toBeVisible();
    await expect(baguette.getByText(/^Baguette tradition — 1,45\s€$/)).toBeVisible();
    await expect(baguette.getByText(/Le site indiquait : Baguette tradition — 1,30\s€/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Produits et tarifs' }).getByText('1,45 €')).toBeVisible();

    // Remove a fact, then undo.
    const chocolat = factRow(page, 'Pain au chocolat');
    await chocolat.getByRole('button', { name: /Retirer/ }).click();
    await expect(chocolat.getByText('Retiré', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Produits et tarifs' }).getByText('Pain au chocolat'),
    ).toHaveCount(0);
    await chocolat.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByText('Information rétablie')).toBeVisible();
    await expect(chocolat.getByText('Retiré', { exact: true })).toHaveCount(0);

    // Add what the site does not say; a wrong value is refused in French before anything is sent.
    await facts.getByRole('button', { name: 'Ajouter : Horaires' }).click();
    await dialog.getByLabel('Jour', { exact: true }).selectOption('dimanche');
    await dialog.getByLabel(/Plages horaires/).fill('8h à midi');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Plages attendues au format 07:00-13:00, 15:30-19:30')).toBeVisible();
    await dialog.getByLabel(/Plages horaires/).fill('08:00-12:30');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Information ajoutée')).toBeVisible();
    const sunday = factRow(page, 'Dimanche : 08:00-12:30');
    await expect(sunday.getByText('Ajouté par vous')).toBeVisible();
    await expect(sunday.getByText('Indiqué par vous')).toBeVisible();

    await facts.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(screenshotsDir, `analysis-facts-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
    });

    // The owner's word survives a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Analyse' }).click();
    await expect(factRow(page, 'Baguette tradition').getByText('Corrigé par vous')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
