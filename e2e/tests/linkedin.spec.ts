import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { frenchChromium } from './calendar-fixtures';
import { generateMonth, generationMonth, postDaily, uploadTwoLibraryImages } from './calendar-journey-steps';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

test.use(frenchChromium);

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** A new owner connects LinkedIn's demonstration twin: a full redirect to its consent page and back. */
async function signUpWithSandboxLinkedin(page: Page) {
  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  const linkedin = page.getByRole('region', { name: 'LinkedIn' });
  await linkedin.getByRole('button', { name: 'Connecter' }).click();
  await page.waitForURL(/\/api\/social\/sandbox\/consent/);
  await expect(page.getByText('souhaite publier sur votre profil LinkedIn')).toBeVisible();
  await page.getByRole('link', { name: 'Autoriser' }).click();
  await expect(page.getByText('LinkedIn connecté : Mon profil (démo)')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  await expect(linkedin.getByText('Connecté : Mon profil (démo)')).toBeVisible();
  return linkedin;
}

for (const viewport of [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '375x812', width: 375, height: 812 },
]) {
  test(`LinkedIn twin: connect, choose the page, disconnect at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const linkedin = await signUpWithSandboxLinkedin(page);
    await linkedin.getByLabel('Compte utilisé').selectOption({ label: 'Ma page entreprise (démo)' });
    await expect(page.getByText('Compte utilisé : Ma page entreprise (démo)')).toBeVisible();
    await expect(linkedin.getByText('Connecté : Ma page entreprise (démo)')).toBeVisible();
    await page.screenshot({
      path: path.join(screenshotsDir, `social-linkedin-${viewport.name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    await linkedin.getByRole('button', { name: 'Déconnecter' }).click();
    await expect(page.getByText('Déconnexion réussie')).toBeVisible();
    await expect(linkedin.getByRole('button', { name: 'Connecter' })).toBeVisible();
  });
}

test('LinkedIn twin: a generated LinkedIn post is published now and appears in the demonstration feed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { monthKey } = generationMonth();
  await signUpWithSandboxLinkedin(page);
  await postDaily(page);
  await uploadTwoLibraryImages(page, monthKey);
  const section = await generateMonth(page, monthKey);
  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('LinkedIn').first()).toBeVisible();
  const text = (await preview.locator('p.whitespace-pre-line').first().textContent())!.trim();
  await preview.getByRole('button', { name: 'Publier de suite' }).click();
  await expect(page.getByText('Post publié avec succès !')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  await expect(page.getByRole('heading', { name: 'Fil de démonstration' })).toBeVisible();
  await expect(page.getByText(text.slice(0, 60), { exact: false })).toBeVisible();
  await page.screenshot({ path: path.join(screenshotsDir, 'social-linkedin-feed-1280.png'), fullPage: true });
});
