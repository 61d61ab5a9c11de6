import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { bakerySiteRoutes, serveFixtureSite, type FixtureSite } from '../../apps/api/src/test/fixture-site';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
let site: FixtureSite;
test.beforeAll(async () => {
  site = await serveFixtureSite(bakerySiteRoutes(4));
});
test.afterAll(async () => site.close());

async function registerAndOpenDashboard(page: Page) {
  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
}

test('edit a profile field, create, edit and delete a note, analyse a site', async ({ page }) => {
  await registerAndOpenDashboard(page);

  // Entreprise: pen → edit → cancel restores; pen → edit → confirm saves.
  const nameRow = page.getByTestId('profile-business_name');
  await nameRow.getByRole('button', { name: 'Modifier : Nom de l’entreprise' }).click();
  await nameRow.getByRole('textbox').fill('Ne pas garder');
  await nameRow.getByRole('button', { name: 'Annuler' }).click();
  await expect(nameRow.getByText('Non renseigné')).toBeVisible();
  await nameRow.getByRole('button', { name: 'Modifier : Nom de l’entreprise' }).click();
  await nameRow.getByRole('textbox').fill('Boulangerie Lemoine');
  await nameRow.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('✅ Champ sauvegardé !')).toBeVisible();
  await expect(nameRow.getByText('Boulangerie Lemoine')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Boulangerie Lemoine' })).toBeVisible();
  await expect(page.getByText('Photos et vidéos du mois', { exact: true })).toBeVisible();

  // Logo: sent from the Entreprise tab, shown in the header.
  const onePixelPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page
    .getByLabel('Choisir une image')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByRole('banner').getByRole('img', { name: 'Logo de votre entreprise' })).toBeVisible();

  // Privacy policy from the Entreprise tab, and back.
  await page.getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Retour/ }).click();
  await expect(page.getByTestId('profile-business_name')).toBeVisible();

  // Notes: validation, create, edit, monthly tick box, delete.
  await page.getByRole('tab', { name: 'Notes' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle note' });
  await form.getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(form.getByText('Veuillez saisir un titre pour la note')).toBeVisible();
  await form.getByLabel('Titre').fill('Fête du pain');
  await form.getByLabel('Contenu').fill('Dégustation gratuite samedi');
  await form.getByLabel('Priorité').selectOption('high');
  await form.getByLabel('Mois', { exact: true }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(page.getByText('Note sauvegardée avec succès !')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Priorité Haute' })).toBeVisible();

  await page.getByRole('button', { name: 'Modifier Fête du pain' }).click();
  const edit = page.getByRole('form', { name: 'Modifier cette note' });
  await edit.getByLabel('Valable tous les mois').check();
  await expect(edit.getByLabel('Mois', { exact: true })).toBeDisabled();
  await expect(edit.getByLabel('Mois', { exact: true })).toHaveValue('');
  await edit.getByLabel('Titre').fill('Fête du pain chaque mois');
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Note modifiée avec succès !')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tous les mois' }).getByText('Fête du pain chaque mois'),
  ).toBeVisible();
  await page.screenshot({ path: path.join(screenshotsDir, 'notes-1280x800.png'), fullPage: true });

  await page.getByRole('button', { name: 'Supprimer Fête du pain chaque mois' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Note supprimée avec succès !')).toBeVisible();
  await expect(page.getByText('Aucune note pour le moment.', { exact: false })).toBeVisible();

  // Analyse: URL messages, then a fixture site whose services get listed.
  await page.getByRole('tab', { name: 'Analyse' }).click();
  await page.getByRole('button', { name: 'Analyser le site' }).click();
  await expect(page.getByText('Veuillez saisir une URL de site web')).toBeVisible();
  await page.getByLabel('Adresse du site').fill('pas une adresse');
  await page.getByRole('button', { name: 'Analyser le site' }).click();
  await expect(
    page.getByText('Veuillez saisir une URL valide (ex: https://www.mon-entreprise.fr)'),
  ).toBeVisible();
  await page.getByLabel('Adresse du site').fill(`${site.url}/`);
  await page.getByRole('button', { name: 'Analyser le site' }).click();
  await expect(page.getByText('Analyse terminée !')).toBeVisible({ timeout: 30_000 });
  const services = page.getByRole('region', { name: 'Services', exact: true });
  await expect(services.getByText('Pains au levain', { exact: true })).toBeVisible();
  await expect(services.getByText('Gâteaux de fête sur commande')).toBeVisible();
  await expect(page.getByRole('button', { name: "Relancer l'analyse" })).toBeVisible();
  await page.screenshot({ path: path.join(screenshotsDir, 'analysis-1280x800.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(screenshotsDir, 'analysis-375x812.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Entreprise' }).click();
  await expect(page.getByText('Analyse du site web réalisée')).toBeVisible();
  await page.screenshot({ path: path.join(screenshotsDir, 'entreprise-375x812.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.screenshot({ path: path.join(screenshotsDir, 'notes-375x812.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Entreprise' }).click();
  await page.getByTestId('profile-business_description').getByRole('button').click();
  await page.screenshot({ path: path.join(screenshotsDir, 'entreprise-1280x800.png'), fullPage: true });
});
