import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

async function registerAndOpenPlans(page: Page) {
  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('tab', { name: 'Réglages' }).click();
  const card = page.getByTestId('subscription-card');
  await expect(card.getByText("Période d'essai")).toBeVisible();
  await expect(card.getByText('1 mois gratuit')).toBeVisible();
  await expect(card.getByText('Actif', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Votre lien de parrainage')).toHaveValue(/\/\?ref=[A-Z2-9]{8}$/);
  await page.getByRole('button', { name: 'Voir les abonnements' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez votre forfait' })).toBeVisible();
  await expect(page.getByTestId('plan-rocket').getByText('LE PLUS POPULAIRE')).toBeVisible();
}

test('choose rocket during the trial, confirm on the demonstration page, see the verification then the kept trial', async ({
  page,
}) => {
  await registerAndOpenPlans(page);
  await expect(page.getByTestId('plan-rocket').getByText('39 €')).toBeVisible();
  // The status answers wait until the verification spinner has been seen, however fast the machine.
  let spinnerSeen!: () => void;
  const seen = new Promise<void>((resolve) => (spinnerSeen = resolve));
  await page.route('**/api/payments/v1/checkout/status/**', async (route) => {
    await seen;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Choisir ce forfait Rocket' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement de démonstration' })).toBeVisible();
  await expect(page.getByText('Rocket')).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page.getByText('Vérification du paiement...')).toBeVisible();
  spinnerSeen();
  await expect(page.getByTestId('trial-kept')).toContainText('Votre essai gratuit continue jusqu');
  await expect(page).toHaveURL((url) => !url.search.includes('session_id'));
  await expect(page.getByTestId('plan-rocket').getByRole('button')).toHaveText('Forfait actuel');

  await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
  const card = page.getByTestId('subscription-card');
  await expect(card.getByText('Forfait Rocket choisi')).toBeVisible();
  await expect(card.getByText(/le premier paiement aura lieu le/)).toBeVisible();
});

test('cancel at checkout and see the cancel message', async ({ page }) => {
  await registerAndOpenPlans(page);
  await page.getByRole('button', { name: 'Choisir ce forfait Starter' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement de démonstration' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(
    page.getByText('Paiement annulé. Vous pouvez réessayer quand vous le souhaitez.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choisissez votre forfait' })).toBeVisible();
  await expect(page.getByTestId('active-banner')).toHaveCount(0);
});

for (const viewport of [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '375x812', width: 375, height: 812 },
]) {
  test(`payment screenshots at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(screenshotsDir, `${name}-${viewport.name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    await registerAndOpenPlans(page);
    await shot('payment-page');
    await page.getByRole('button', { name: 'Choisir ce forfait Pro' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement de démonstration' })).toBeVisible();
    await shot('demo-checkout');
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByTestId('trial-kept')).toBeVisible();
    await expect(page.getByTestId('plan-pro').getByRole('button')).toHaveText('Forfait actuel');
    await shot('payment-page-plan-chosen');
    await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    await expect(page.getByTestId('subscription-card')).toBeVisible();
    await shot('settings-tab');
  });
}
