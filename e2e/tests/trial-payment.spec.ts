import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

/** The date as the page writes it: in the browser's timezone (Paris), not this process's (an instant after
 * 22:00 or 23:00 UTC is already the next day in Paris). */
const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

for (const viewport of [
  { name: '375 px', width: 375, height: 812 },
  { name: '1280 px', width: 1280, height: 800 },
]) {
  test(`during the trial the payment page says when the first payment happens, and Réglages repeats it (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openLoginScreen(page);
    const form = await fillRegistration(page, newUser());
    const registered = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    const { subscription_ends_at: trialEnd } = (await (await registered).json()) as {
      subscription_ends_at: string;
    };
    const date = frenchDate(trialEnd);
    const sentence = `Votre essai gratuit continue jusqu'au ${date} ; le premier paiement aura lieu le ${date}.`;

    await page.getByRole('tab', { name: 'Réglages' }).click();
    await page.getByRole('button', { name: 'Voir les abonnements' }).click();
    // Before paying: said on our page, then on the checkout page, with nothing due today.
    const notice = page.getByTestId('trial-kept');
    await expect(notice).toHaveText(sentence);
    await expect(notice).toBeInViewport();
    await page.getByRole('button', { name: 'Choisir ce forfait Rocket' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement de démonstration' })).toBeVisible();
    await expect(page.getByText("Votre essai gratuit continue jusqu'au")).toBeVisible();
    await expect(page.getByText(/0,00\s€/)).toBeVisible();
    await page.getByRole('button', { name: 'Payer' }).click();

    await expect(
      page.getByText("Forfait choisi ! Votre essai gratuit continue, rien n'est prélevé avant sa fin."),
    ).toBeVisible();
    await expect(page.getByTestId('trial-kept')).toHaveText(sentence);
    await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    const card = page.getByTestId('subscription-card');
    await expect(card.getByText('Forfait Rocket choisi')).toBeVisible();
    await expect(card.getByText(sentence)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
