import { E2E_ADMIN } from './admin-account';
import { expect, openLoginScreen, test } from './helpers';

test('an administrator gets the admin frame, keeps it on reload and logs out', async ({ page }) => {
  await openLoginScreen(page);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail', { exact: true }).fill(E2E_ADMIN.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard administrateur' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Admin Plume')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Entreprise' })).toHaveCount(0);

  // /api/auth/me returns is_admin: a reload stays on the admin screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard administrateur' })).toBeVisible();

  await header.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
});
