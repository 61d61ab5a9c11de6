import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

// Screenshots for a human to look at (gitignored); they assert nothing about pixels.
const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const viewports = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '375x812', width: 375, height: 812 },
];

for (const viewport of viewports) {
  test(`screenshots at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string, fullPage = false) =>
      page.screenshot({
        path: path.join(screenshotsDir, `${name}-${viewport.name}.png`),
        fullPage,
        animations: 'disabled',
      });

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
    await shot('onboarding');

    await openLoginScreen(page);
    await expect(page.getByText('est édité par')).toBeVisible();
    await shot('login');
    await shot('login-full', true);

    const user = newUser();
    const form = await fillRegistration(page, user, 'autre-chose');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await shot('register-mismatch');

    await form.getByLabel('Confirmer le mot de passe', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
    await page.reload(); // the session survives; the toasts do not cover the header
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
    await shot('dashboard');
    await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
    await shot('dashboard-social');

    await page.goto('/politique-confidentialite');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('privacy');
  });
}
