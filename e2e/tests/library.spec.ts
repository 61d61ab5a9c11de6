import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

async function registerAndOpenLibrary(page: Page) {
  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('tab', { name: 'Bibliothèque' }).click();
  await expect(page.getByRole('button', { name: 'Ma bibliothèque' })).toBeVisible();
}

/** Drops real JPEGs drawn in the page onto the drop zone, as a user dragging files from the desktop. */
async function dropImages(page: Page, names: string[]) {
  const dataTransfer = await page.evaluateHandle(async (fileNames) => {
    const transfer = new DataTransfer();
    const colors = ['#c0392b', '#2980b9', '#27ae60'];
    for (const [index, name] of fileNames.entries()) {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colors[index % colors.length]!;
      context.fillRect(0, 0, 320, 240);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      transfer.items.add(new File([blob], name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, names);
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
}

test('library: upload by drag-and-drop, move, preview, batch delete; save a stock image to a month', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerAndOpenLibrary(page);
  const shot = (name: string) =>
    page.screenshot({
      path: path.join(screenshotsDir, `${name}.png`),
      fullPage: true,
      animations: 'disabled',
    });

  await dropImages(page, ['vitrine.jpg', 'atelier.jpg']);
  await expect(page.getByTestId('upload-draft')).toHaveCount(2);
  await page.getByLabel('Titre — vitrine.jpg').fill('Notre vitrine');
  await shot('library-drafts-1280');
  await page.getByRole('button', { name: 'Envoyer 2 fichiers' }).click();
  await expect(page.getByText('2 fichier(s) ajouté(s) à la bibliothèque')).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(2);
  await expect(page.getByTestId('library-count')).toHaveText('2 / 500 contenus');
  await expect(page.getByRole('button', { name: 'Voir Notre vitrine' })).toBeVisible();
  await shot('library-month-1280');

  await page.getByRole('button', { name: 'Déplacer atelier.jpg' }).click();
  const moveDialog = page.getByRole('dialog');
  await expect(moveDialog.getByText('Mois actuel')).toBeVisible();
  await moveDialog.getByRole('button').filter({ hasNotText: 'Mois actuel' }).nth(1).click();
  await expect(page.getByText(/📅 Contenu déplacé vers/)).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(1);

  await page.getByRole('button', { name: 'Voir Notre vitrine' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('img', { name: 'Notre vitrine' })).toBeVisible();
  await shot('library-preview-1280');
  await preview.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Liste' }).click();
  await expect(page.getByTestId('content-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sélectionner', exact: true }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Aucun contenu sélectionné')).toBeVisible();
  await page.getByRole('button', { name: 'Sélectionner Notre vitrine' }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('1 contenu(s) supprimé(s) avec succès')).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(1);

  await page.getByRole('button', { name: "Recherche d'images" }).click();
  await page.getByRole('button', { name: 'nature', exact: true }).click();
  await expect(page.getByTestId('stock-result')).toHaveCount(20);
  await expect(page.getByText('Mode démonstration')).toBeVisible();
  // The generated pictures are really served (not a broken image).
  await expect
    .poll(() =>
      page
        .getByTestId('stock-result')
        .locator('img')
        .evaluateAll((images) =>
          images.every(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true);
  await shot('library-search-1280');
  await page.getByTestId('stock-result').first().getByRole('button', { name: 'Ajouter' }).click();
  const saveDialog = page.getByRole('dialog');
  await expect(saveDialog.getByRole('button', { name: 'Ajouter à ma bibliothèque' })).toBeVisible();
  await shot('library-save-dialog-1280');
  await saveDialog.getByRole('button', { name: /\(actuel\)/ }).click();
  await expect(page.getByText(/Image ajoutée à .* ! 📅/)).toBeVisible();
  await expect(
    page.getByTestId('stock-result').first().getByRole('button', { name: 'Ajouté' }),
  ).toBeDisabled();

  await page.setViewportSize({ width: 375, height: 812 });
  await shot('library-search-375');
  await page.getByRole('button', { name: 'Ma bibliothèque' }).click();
  await page.getByRole('button', { name: 'Par mois' }).click();
  await expect(page.getByTestId('content-card')).toHaveCount(1);
  await shot('library-month-375');
});
