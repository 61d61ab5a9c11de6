import { expect, test } from './helpers';

test('the legal notice shows its sections, the VAT mention and its links', async ({ page }) => {
  await page.goto('/mentions-legales');

  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  for (const heading of [
    'Éditeur du site',
    'Directeur de la publication',
    'Hébergeur',
    'Propriété intellectuelle',
    'Données personnelles',
    'Limitation de responsabilité',
    'Droit applicable',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('TVA non applicable, art. 293 B du CGI')).toBeVisible();

  await page.getByRole('link', { name: 'Consulter la politique de confidentialité' }).click();
  await expect(page).toHaveURL(/\/politique-confidentialite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
});

test('the privacy policy has 11 numbered sections, its date and a way back to the root', async ({ page }) => {
  await page.goto('/politique-confidentialite');

  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByText('Dernière mise à jour : 11/09/2025')).toBeVisible();
  const sections = page.getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    '1. Responsable du traitement',
    '2. Données collectées',
    '3. Finalités et bases légales',
    '4. Partage des données',
    "5. Transferts hors de l'Union européenne",
    '6. Durée de conservation',
    '7. Sécurité',
    '8. Vos droits',
    '9. Cookies',
    '10. Hébergement',
    '11. Contact',
  ]);
  await expect(page.getByText('les journaux techniques pendant 12 mois')).toBeVisible();
  await expect(page.getByText('les données de facturation pendant 10 ans', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
});
