import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';
import { frenchChromium, serveCalendarFixtures } from './calendar-fixtures';

// Screenshots for a human to look at (gitignored), with the calendar's answer served from fixtures so every
// status shows; they check the layout's landmarks, not pixels.
test.use(frenchChromium);

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

for (const viewport of [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '375x812', width: 375, height: 812 },
]) {
  test(`calendar screenshots at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string, fullPage = false) =>
      page.screenshot({
        path: path.join(screenshotsDir, `calendar-${name}-${viewport.name}.png`),
        fullPage,
        animations: 'disabled',
      });
    await serveCalendarFixtures(page);
    await openLoginScreen(page);
    const form = await fillRegistration(page, newUser());
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('tab', { name: 'Calendrier' }).click();

    await expect(page.getByRole('gridcell')).toHaveCount(42);
    await expect(page.getByText('+2 autres')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Posts détaillés' })).toBeVisible();
    await shot('month', true);

    await page
      .getByRole('button', { name: /^Post de 10:00/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Déprogrammer' })).toBeVisible();
    await shot('detail-scheduled');
    await page.getByRole('button', { name: 'Déprogrammer' }).click();
    await expect(page.getByText(/Il quittera le calendrier/)).toBeVisible();
    await shot('detail-confirm');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Déplacer' }).click();
    await expect(page.getByRole('button', { name: 'Confirmer' })).toBeVisible();
    await shot('date-time');
    await page.getByLabel('Heure', { exact: true }).fill('');
    await expect(page.getByText('Veuillez sélectionner une date et une heure')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    await shot('date-time-invalid');
    await page.getByRole('button', { name: 'Annuler' }).click();

    await page.getByRole('button', { name: /^Post de 12:15/ }).click();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await shot('detail-failed');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Post de 09:30/ }).click();
    await expect(page.getByText('Ce post est publié : il ne peut plus être modifié.')).toBeVisible();
    await shot('detail-published');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(page.getByText('Aucun post programmé ce mois-ci')).toBeVisible();
    await shot('empty', true);
    await page.getByRole('button', { name: 'Aller aux Posts' }).click();
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  });
}
