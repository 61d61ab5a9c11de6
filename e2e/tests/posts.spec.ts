import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';
import { generationMonth, monthSection } from './calendar-journey-steps';
import { uploadLibraryImage } from './library-upload';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
/** Connects the sandbox Facebook Page through its consent popup: generation needs one connected network. */
async function connectSandboxFacebook(page: Page) {
  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Facebook' }).getByRole('button', { name: 'Connecter' }).click();
  const popup = await popupPromise;
  // Listened for before the click: the popup may close before a listener added afterwards would hear it.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Autoriser' }).click();
  await closed;
  await expect(page.getByText(/Page Facebook connectée/)).toBeVisible();
}

test('posts: generate a month, open a post, ask a rewrite, confirm it, attach a library image', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shot = (name: string, target: Page | Locator = page, fullPage = false) =>
    target.screenshot({ path: path.join(screenshotsDir, `${name}.png`), animations: 'disabled', fullPage });

  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
  await connectSandboxFacebook(page);
  const { monthKey: month } = generationMonth();
  await uploadLibraryImage(page, month, 'Vitrine de saison');

  await page.getByRole('tab', { name: 'Posts' }).click();
  const section = monthSection(page, month);
  await expect(section.getByText('Aucune publication')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Archives' })).toBeVisible();
  await section.getByRole('button', { name: 'Générer' }).click();

  const generation = page.getByRole('dialog');
  await expect(generation.getByText('Prérequis conseillés')).toBeVisible();
  await expect(generation.getByText(/vos posts seront moins riches/)).toBeVisible();
  await shot('posts-generate-dialog-1280');
  await generation.getByRole('button', { name: 'Lancer la génération' }).click();
  await expect(generation.getByText(/posts? générés? !/)).toBeVisible({ timeout: 60_000 });
  await generation.getByRole('button', { name: 'Voir les posts' }).click();

  const cards = section.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Régénérer' })).toBeVisible();
  await shot('posts-tab-1280');
  await shot('posts-tab-full-1280', page, true);
  await shot('posts-card-1280', cards.first());

  // A post with its image: the preview, then an AI rewrite held as a preview until confirmed.
  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  const preview = page.getByRole('dialog');
  for (const name of ['Modifier', 'Programmer', 'Publier de suite']) {
    await expect(preview.getByRole('button', { name })).toBeVisible();
  }
  await shot('posts-preview-1280');
  await preview.getByRole('button', { name: 'Modifier' }).click();
  await preview.getByRole('button', { name: 'Envoyer' }).click();
  await expect(preview.getByText('Veuillez saisir une demande de modification')).toBeVisible();
  await preview
    .getByLabel('Que faut-il changer ?')
    .fill('Un ton plus chaleureux, avec une invitation à passer');
  await preview.getByRole('button', { name: 'Envoyer' }).click();
  const rewrite = preview.getByTestId('modify-preview');
  await expect(rewrite.getByRole('button', { name: 'Confirmer' })).toBeVisible({ timeout: 30_000 });
  await expect(rewrite.getByRole('button', { name: 'Modifier à nouveau' })).toBeVisible();
  await expect(rewrite.getByTestId('char-counter')).toContainText('caractères');
  const newTitle = 'Un accueil chaleureux vous attend';
  await rewrite.getByLabel('Titre').fill(newTitle);
  await shot('posts-modify-preview-1280');
  await rewrite.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Modification appliquée avec succès !')).toBeVisible();
  // The preview shows the saved post; once closed, its card carries the new title.
  await expect(page.getByRole('dialog', { name: newTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(section.getByRole('heading', { name: newTitle })).toBeVisible();
  // The local flag set by the edit reopens the Posts tab when the app loads again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('heading', { name: newTitle })).toBeVisible();

  // An 'Image requise' card opens the attach dialog; the library image is attached.
  const needsImage = section.getByRole('button', { name: /^Ajouter une image au post / }).first();
  await expect(needsImage).toBeVisible();
  const before = await section.getByText('Image requise').count();
  await needsImage.click();
  const attach = page.getByRole('dialog', { name: 'Ajouter une image au post' });
  await expect(attach.getByRole('tab', { name: 'Ma Bibliothèque' })).toBeVisible();
  await expect(attach.getByRole('button', { name: 'Choisir Vitrine de saison' })).toBeVisible();
  await shot('posts-attach-dialog-1280');
  await attach.getByRole('tab', { name: "Banque d'images" }).click();
  // The stock search opens on the words of the post's subject, already run.
  const term = attach.getByLabel('Rechercher une image');
  await expect(term).not.toHaveValue('');
  await expect(attach.getByText(/^Recherche suggérée pour ce post/)).toBeVisible();
  const noResult = attach.getByText('Aucune image trouvée. Essayez un autre mot.');
  await expect(attach.getByTestId('attach-grid').or(noResult)).toBeVisible();
  await term.fill('');
  await attach.getByRole('button', { name: 'Rechercher' }).click();
  await expect(attach.getByText('Veuillez saisir un terme de recherche')).toBeVisible();
  await term.fill('nature');
  await attach.getByRole('button', { name: 'Rechercher' }).click();
  await expect(attach.getByTestId('attach-grid').getByRole('button').first()).toBeVisible();
  await shot('posts-attach-stock-1280');
  await attach.getByRole('tab', { name: 'Importer' }).click();
  await expect(attach.getByTestId('drop-zone')).toBeVisible();
  await attach.getByRole('tab', { name: 'Ma Bibliothèque' }).click();
  await attach.getByRole('button', { name: 'Choisir Vitrine de saison' }).click();
  await expect(attach).toBeHidden();
  await expect(section.getByText('Image requise')).toHaveCount(before - 1);

  // Replacing a post's image by a file sent from the computer (upload, then attach with image_source upload).
  await section.getByRole('button', { name: "Changer l'image" }).first().click();
  const replace = page.getByRole('dialog', { name: "Modifier l'image du post" });
  await replace.getByRole('tab', { name: 'Importer' }).click();
  const photo = await page.evaluateHandle(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 400, height: 300 });
    canvas.getContext('2d')!.fillRect(0, 0, 400, 300);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'atelier.png', { type: 'image/png' }));
    return transfer;
  });
  await replace.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: photo });
  await expect(replace.getByText('atelier.png')).toBeVisible();
  await replace.getByRole('button', { name: 'Ajouter 1 fichier au post' }).click();
  await expect(replace).toBeHidden();

  // Deleting an unvalidated post asks for confirmation first.
  const count = await cards.count();
  await cards.last().getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer ce post ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Post supprimé avec succès')).toBeVisible();
  await expect(cards).toHaveCount(count - 1);

  // The same screens at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await shot('posts-tab-375');
  await shot('posts-card-375', cards.first());
  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  await shot('posts-preview-375');
  await page.getByRole('dialog').getByRole('button', { name: 'Modifier' }).click();
  await page.getByRole('dialog').getByLabel('Que faut-il changer ?').fill('Plus court');
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('modify-preview')).toBeVisible({ timeout: 30_000 });
  await shot('posts-modify-preview-375');
  await page.getByTestId('modify-preview').getByRole('button', { name: 'Annuler' }).click();
  await page.keyboard.press('Escape');
  await section.getByRole('button', { name: "Changer l'image" }).first().click();
  await expect(page.getByRole('dialog', { name: "Modifier l'image du post" })).toBeVisible();
  await shot('posts-attach-dialog-375');
});
