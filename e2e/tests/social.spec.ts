import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

async function registerAndOpenSocialTab(page: Page) {
  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
  await openSocialTab(page);
}

async function openSocialTab(page: Page) {
  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  await expect(page.getByRole('heading', { name: 'Connexions réseaux sociaux' })).toBeVisible();
}

test('sandbox network: Facebook through the popup, Instagram through the redirect, then disconnect', async ({
  page,
}) => {
  await registerAndOpenSocialTab(page);
  const facebook = page.getByRole('region', { name: 'Facebook' });
  const instagram = page.getByRole('region', { name: 'Instagram' });
  const linkedin = page.getByRole('region', { name: 'LinkedIn' });
  // LinkedIn's demonstration twin is offered too ('Bientôt disponible' only in production without credentials).
  await expect(linkedin.getByRole('button', { name: 'Connecter' })).toBeEnabled();
  await expect(page.getByText('Comment ça marche ?')).toBeVisible();
  await expect(page.getByText('Aucun post publié pour le moment.')).toBeVisible();

  // Facebook: the consent page opens in a popup; 'Autoriser' comes back to /auth/facebook/callback,
  // which exchanges the code, tells this window and closes.
  const popupPromise = page.waitForEvent('popup');
  await facebook.getByRole('button', { name: 'Connecter' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText('mode démonstration')).toBeVisible();
  // Listened for before the click: the popup may close before a listener added afterwards would hear it.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Autoriser' }).click();
  await closed;
  await expect(page.getByText('Page Facebook connectée : Ma Page (démo)')).toBeVisible();
  await expect(facebook.getByText('Connecté : Ma Page (démo)')).toBeVisible();
  await expect(facebook.getByText('Connecté', { exact: true })).toBeVisible();

  // The user switches to the second Page.
  await facebook.getByLabel('Page utilisée').selectOption({ label: 'Ma seconde Page (démo)' });
  await expect(facebook.getByText('Connecté : Ma seconde Page (démo)')).toBeVisible();

  // Instagram: a full redirect to the consent page and back with instagram_success and username.
  await instagram.getByRole('button', { name: 'Connecter' }).click();
  // The Social tab shows a 'Mode démonstration' notice too: wait for the consent page itself.
  await page.waitForURL(/\/api\/social\/sandbox\/consent/);
  await expect(page.getByText('mode démonstration')).toBeVisible();
  await page.getByRole('link', { name: 'Autoriser' }).click();
  await expect(page.getByText('Instagram connecté : @mon_compte_demo')).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the parameters were stripped from the address
  await openSocialTab(page);
  await expect(instagram.getByText('Connecté : @mon_compte_demo')).toBeVisible();
  await expect(facebook.getByText('Connecté : Ma seconde Page (démo)')).toBeVisible();

  await instagram.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  await expect(instagram.getByRole('button', { name: 'Connecter' })).toBeVisible();
  await expect(facebook.getByText('Connecté : Ma seconde Page (démo)')).toBeVisible();
});

test('refusing on the consent pages shows the spec’s messages', async ({ page }) => {
  await registerAndOpenSocialTab(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Facebook' }).getByRole('button', { name: 'Connecter' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Refuser' }).click();
  await closed;
  await expect(page.getByText('Erreur de connexion Facebook: access_denied')).toBeVisible();

  await page.getByRole('region', { name: 'Instagram' }).getByRole('button', { name: 'Connecter' }).click();
  await page.getByRole('link', { name: 'Refuser' }).click();
  await expect(page.getByText("Accès refusé par l'utilisateur")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a blocked popup falls back to a full redirect that returns with facebook_success', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await registerAndOpenSocialTab(page);
  await page.getByRole('region', { name: 'Facebook' }).getByRole('button', { name: 'Connecter' }).click();
  await page.getByRole('link', { name: 'Autoriser' }).click();
  await expect(page.getByText('Page Facebook connectée : Ma Page (démo)')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await openSocialTab(page);
  await expect(page.getByText('Connecté : Ma Page (démo)')).toBeVisible();
});

for (const viewport of [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '375x812', width: 375, height: 812 },
]) {
  test(`social tab screenshots at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await registerAndOpenSocialTab(page);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('region', { name: 'Facebook' }).getByRole('button', { name: 'Connecter' }).click();
    const popup = await popupPromise;
    await popup.setViewportSize({ width: Math.min(viewport.width, 600), height: 720 });
    await expect(popup.getByText('mode démonstration')).toBeVisible();
    await popup.screenshot({ path: path.join(screenshotsDir, `social-consent-${viewport.name}.png`) });
    const closed = popup.waitForEvent('close');
    await popup.getByRole('link', { name: 'Autoriser' }).click();
    await closed;
    await expect(page.getByText('Connecté : Ma Page (démo)')).toBeVisible();
    await page.screenshot({
      path: path.join(screenshotsDir, `social-tab-${viewport.name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  });
}
