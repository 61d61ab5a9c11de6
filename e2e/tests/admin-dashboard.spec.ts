import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerThroughApi } from './api-session';
import { expect, logInAsAdmin, newUser, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

test('the administrator finds a user, activates Pro and creates a promo code', async ({ page }) => {
  const user = { ...newUser(), lastName: `Zéphyr${Date.now()}` };
  await registerThroughApi(page.request, user, `${user.firstName} ${user.lastName}`);

  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await page.getByLabel('Rechercher').fill(user.lastName.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Non défini')).toBeVisible();
  await expect(row.getByText('Essai')).toBeVisible();

  await row.getByRole('button', { name: /Voir les détails/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('definition').filter({ hasText: user.email })).toBeVisible();
  await dialog.getByRole('button', { name: 'Activer Pro' }).click();
  await expect(page.getByText('Abonnement mis à jour')).toBeVisible();
  await expect(row.getByText('Actif')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'pro', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Codes promo' }).click();
  const code = `E2E${Date.now().toString().slice(-6)}`;
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Valeur').fill('15');
  await page.getByLabel('Utilisations maximum').fill('50');
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(page.getByText('Code promo créé avec succès')).toBeVisible();
  const listed = page
    .getByRole('list', { name: 'Codes promo' })
    .getByRole('listitem')
    .filter({ hasText: code });
  await expect(listed.getByText('15 %')).toBeVisible();
  await expect(listed.getByText('0 / 50 utilisations')).toBeVisible();
  await expect(listed.getByText('Actif')).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('');
});

for (const viewport of [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '375x812', width: 375, height: 812 },
]) {
  test(`admin dashboard screenshots at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(screenshotsDir, `admin-${name}-${viewport.name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    await logInAsAdmin(page);
    await shot('overview');
    for (const [tab, name] of [
      ['Utilisateurs', 'users'],
      ['Abonnements', 'plans'],
      ['Codes promo', 'promo'],
      ['Paiements', 'payments'],
      ['Analytics', 'analytics'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await shot(name);
    }
  });
}
