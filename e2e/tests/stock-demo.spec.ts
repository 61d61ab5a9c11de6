import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, fillRegistration, newUser, openLoginScreen, test } from './helpers';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

for (const viewport of [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 800 },
]) {
  test(`the demonstration catalogue answers a trade's word, labelled as demonstration pictures (${viewport.name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openLoginScreen(page);
    const form = await fillRegistration(page, newUser());
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('tab', { name: 'Bibliothèque' }).click();
    await page.getByRole('button', { name: "Recherche d'images" }).click();

    const box = page.getByRole('textbox', { name: 'Rechercher des images libres de droits' });
    await expect(box).toHaveAttribute('placeholder', /boulangerie/);
    await box.fill('Boulangerie');
    await box.press('Enter');
    const results = page.getByTestId('stock-result');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThanOrEqual(6);
    await expect(results.first().getByText('Image de démonstration', { exact: true })).toBeVisible();
    await expect(page.getByText('Pixabay')).toHaveCount(0);

    await results.first().getByRole('button', { name: 'Ajouter' }).click();
    const dialog = page.getByRole('dialog');
    const general = dialog.getByRole('button', { name: 'Ajouter à ma bibliothèque' });
    await expect(general).toBeVisible();
    // Every button's text stays inside its button.
    const spilled = await dialog
      .getByRole('button')
      .evaluateAll(
        (buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).length,
      );
    expect(spilled).toBe(0);
    await page.screenshot({
      path: path.join(screenshotsDir, `stock-demo-dialog-${viewport.name}.png`),
      animations: 'disabled',
    });
    await general.click();
    await expect(page.getByText('Image ajoutée à votre bibliothèque')).toBeVisible();

    await page.getByRole('button', { name: 'Ma bibliothèque' }).click();
    await page.getByRole('button', { name: 'Liste' }).click();
    await expect(page.getByTestId('content-card').getByText('Image de démonstration')).toBeVisible();
  });
}
