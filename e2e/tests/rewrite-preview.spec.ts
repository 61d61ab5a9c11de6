import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generationMonth, monthSection, signUpWithSandboxFacebook } from './calendar-journey-steps';
import { expect, test } from './helpers';
import { uploadLibraryImage } from './library-upload';

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

test('rewrite preview: before and after with the changes marked, what was done and what could not be', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shot = (name: string) =>
    page.screenshot({
      path: path.join(screenshotsDir, `${name}.png`),
      animations: 'disabled',
      fullPage: true,
    });

  await signUpWithSandboxFacebook(page);
  // A picture of the month, so that the posts open in their preview (a post without one opens the image choice).
  const { monthKey } = generationMonth();
  await uploadLibraryImage(page, monthKey, 'Vitrine de saison');
  await page.getByRole('tab', { name: 'Posts' }).click();
  const section = monthSection(page, monthKey);
  await section.getByRole('button', { name: 'Générer' }).click();
  const generation = page.getByRole('dialog');
  await generation.getByRole('button', { name: 'Lancer la génération' }).click();
  await expect(generation.getByText(/posts? générés? !/)).toBeVisible({ timeout: 120_000 });
  await generation.getByRole('button', { name: 'Voir les posts' }).click();

  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Modifier' }).click();
  await dialog.getByLabel('Que faut-il changer ?').fill('Tutoie, ajoute une question et traduis en anglais');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();

  const changes = dialog.getByTestId('rewrite-changes');
  await expect(changes).toBeVisible({ timeout: 60_000 });
  await expect(changes.getByRole('heading', { name: 'Avant' })).toBeVisible();
  await expect(changes.getByRole('heading', { name: 'Après' })).toBeVisible();
  await expect(
    changes.getByRole('listitem').filter({ hasText: 'Question posée à vos abonnés' }),
  ).toBeVisible();
  await expect(changes.getByRole('note')).toContainText(
    "Je n'ai pas pu : traduire le post (le rédacteur intégré écrit uniquement en français).",
  );
  // Added words are underlined and named "[ajouté]" for screen readers, not shown by colour alone.
  const added = changes.getByTestId('rewrite-after').locator('ins');
  await expect(added.first()).toBeVisible();
  await expect(added.first()).toContainText('[ajouté]');
  expect(await added.first().evaluate((node) => getComputedStyle(node).textDecorationLine)).toContain(
    'underline',
  );
  const removed = changes.getByTestId('rewrite-before').locator('del');
  if ((await removed.count()) > 0) {
    expect(await removed.first().evaluate((node) => getComputedStyle(node).textDecorationLine)).toContain(
      'line-through',
    );
  }
  await shot('rewrite-preview-1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(changes.getByRole('heading', { name: 'Après' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot('rewrite-preview-375');
  await changes.screenshot({
    path: path.join(screenshotsDir, 'rewrite-changes-375.png'),
    animations: 'disabled',
  });
});
