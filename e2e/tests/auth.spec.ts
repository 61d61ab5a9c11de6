import { registerThroughApi } from './api-session';
import { DASHBOARD_TABS, expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

test('register, enter the dashboard, keep the session on reload, log out to the welcome screen', async ({
  page,
}) => {
  const user = newUser();
  await openLoginScreen(page);
  const form = await fillRegistration(page, user);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByText('Compte créé avec succès !')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(DASHBOARD_TABS);
  await expect(page.getByRole('tab', { name: 'Entreprise' })).toHaveAttribute('aria-selected', 'true');
  for (const label of DASHBOARD_TABS) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: label })).toBeVisible();
  }

  await page.reload();
  await expect(header.getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();

  // An access token the server refuses is refreshed once with the stored refresh token (rotation).
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await page.evaluate(() => localStorage.setItem('access_token', 'jeton-expire'));
  await page.reload();
  await expect(header.getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe('jeton-expire');
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBe(refreshToken);

  await header.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
});

test("a wrong password shows the server's French message; the right one opens the dashboard", async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerThroughApi(request, user, `${user.firstName} ${user.lastName}`);

  await openLoginScreen(page);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
  await form.getByRole('button', { name: 'Se connecter' }).click();

  await expect(form.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Email ou mot de passe incorrect'),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The right password then opens the dashboard.
  await form.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
});

test('a confirmation that differs blocks the registration without calling the server', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/register') registerCalls.push(request.method());
  });

  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser(), 'un-autre-mot-de-passe');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(form.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await expect(form.getByLabel('Confirmer le mot de passe', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(registerCalls).toEqual([]);
});
