import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { registerThroughApi } from './api-session';
import { expect, newUser, openLoginScreen, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const viewports = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '375x812', width: 375, height: 812 },
];

async function logIn(page: Page, email: string, password: string) {
  await openLoginScreen(page);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  return form;
}

for (const viewport of viewports) {
  test(`forgot password, read the e-mail, reset, export and delete the account (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(screenshotsDir, `${name}-${viewport.name}.png`),
        animations: 'disabled',
      });
    const user = newUser();
    await registerThroughApi(request, user, `${user.firstName} ${user.lastName}`);

    // Forgot password: the dialog sends the link.
    await openLoginScreen(page);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié ?' });
    await dialog.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
    await shot('forgot-password-dialog');
    await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(dialog.getByText('Si un compte existe avec cette adresse')).toBeVisible();
    await shot('forgot-password-sent');

    // The demonstration mailbox shows the e-mail; its link opens the reset page.
    await page.goto('/api/dev-mailbox');
    const mail = page.getByRole('article').filter({ hasText: `À : ${user.email}` });
    await expect(mail.getByRole('heading', { name: /Réinitialisation de votre mot de passe/ })).toBeVisible();
    await shot('dev-mailbox');
    await mail.getByRole('link', { name: /reinitialiser-mot-de-passe\?token=/ }).click();
    await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeVisible();
    const newPassword = 'nouveau-secret-2026';
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(newPassword);
    await shot('reset-password');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe a été modifié')).toBeVisible();
    await shot('reset-password-done');
    await page.getByRole('link', { name: 'Aller à la connexion' }).click();

    // The new password opens the dashboard.
    await logIn(page, user.email, newPassword);
    await expect(page.getByText('Connexion réussie !')).toBeVisible();

    // Réglages → Mes données: the export holds the account and the profile.
    await page.getByRole('tab', { name: 'Réglages' }).click();
    const myData = page.getByText('Mes données', { exact: true });
    await myData.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('subscription-card')).toBeVisible();
    await shot('my-data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-plume-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const account = JSON.parse(strFromU8(files['compte.json']!)) as { email: string; firstName: string };
    expect(account).toMatchObject({ email: user.email, firstName: user.firstName });
    expect(JSON.parse(strFromU8(files['profil-entreprise.json']!))).toHaveProperty('businessName');
    expect(strFromU8(files['compte.json']!)).not.toContain('passwordHash');

    // Deleting asks for the password and SUPPRIMER, then returns to the welcome screen.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await confirm.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
    await confirm.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await shot('delete-account-dialog');
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('Votre compte a été supprimé. Au revoir !')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
    await shot('account-deleted');

    // The account is gone: the login is refused.
    const form = await logIn(page, user.email, newPassword);
    await expect(form.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  });
}
