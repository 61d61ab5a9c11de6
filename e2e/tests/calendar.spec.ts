import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './helpers';
import { frenchChromium } from './calendar-fixtures';
import {
  generateMonth,
  generationMonth,
  longDay,
  parisToday,
  postDaily,
  showCalendarMonth,
  signUpWithSandboxFacebook,
  uploadTwoLibraryImages,
} from './calendar-journey-steps';

test.use(frenchChromium);

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

test('calendar: a new owner sees an empty month and is sent to the Posts tab', async ({ page }) => {
  await signUpWithSandboxFacebook(page);
  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await expect(page.getByRole('gridcell')).toHaveCount(42);
  await expect(page.getByRole('gridcell', { name: longDay(parisToday().date) })).toHaveAttribute(
    'aria-current',
    'date',
  );
  await expect(page.getByText('Aucun post programmé ce mois-ci')).toBeVisible();
  await page.getByLabel('Réseau', { exact: true }).selectOption('instagram');
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(page.getByText('Aucun post programmé ce mois-ci')).toBeVisible();
  await expect(page.getByText('Erreur lors du chargement du calendrier')).toHaveCount(0);
  await page.getByRole('button', { name: 'Aller aux Posts' }).click();
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
});

test('calendar: schedule a post, see it, move it, unschedule it; publish another now and find it in the sandbox feed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { monthKey, laterDay } = generationMonth();
  await signUpWithSandboxFacebook(page);
  await postDaily(page);
  await uploadTwoLibraryImages(page, monthKey);
  const section = await generateMonth(page, monthKey);

  // Schedule the first post at its proposed date from its preview.
  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  let preview = page.getByRole('dialog');
  const title = (await preview.getByRole('heading').first().textContent())!.trim();
  await preview.getByRole('button', { name: 'Programmer' }).click();
  await expect(page.getByText(/^Post programmé avec succès pour /)).toBeVisible();

  // The calendar shows it, scheduled, in its month's detailed list.
  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await showCalendarMonth(page, monthKey);
  const details = page.getByRole('region', { name: 'Posts détaillés' });
  const entry = details.getByRole('button').filter({ hasText: title });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('📅 Programmé')).toBeVisible();
  await page.screenshot({ path: path.join(screenshotsDir, 'calendar-journey-1280.png'), fullPage: true });

  // Move it to a later day of the same month, at 15:30.
  await entry.click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Déplacer' }).click();
  dialog = page.getByRole('dialog', { name: 'Changer la date et l’heure' });
  await dialog.getByLabel('Date', { exact: true }).fill(laterDay);
  await dialog.getByLabel('Heure', { exact: true }).fill('15:30');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Date et heure mises à jour avec succès !')).toBeVisible();
  const day = page.getByRole('gridcell', { name: longDay(laterDay) });
  await expect(day.getByRole('button', { name: /^Post de 15:30/ })).toBeVisible();

  // Unschedule it, after confirmation: it leaves the calendar and is a draft again in the Posts tab.
  await day.getByRole('button', { name: /^Post de 15:30/ }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Déprogrammer' }).click();
  await dialog.getByRole('button', { name: 'Oui, déprogrammer' }).click();
  await expect(
    page.getByText("Post déprogrammé avec succès ! Vous pouvez maintenant le modifier dans l'onglet Posts."),
  ).toBeVisible();
  await expect(day.getByRole('button', { name: /^Post de 15:30/ })).toHaveCount(0);

  // Publish another post now from its preview, and find it in the sandbox feed.
  await page.getByRole('tab', { name: 'Posts' }).click();
  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .nth(1)
    .click();
  preview = page.getByRole('dialog');
  const text = (await preview.locator('p.whitespace-pre-line').first().textContent())!.trim();
  await preview.getByRole('button', { name: 'Publier de suite' }).click();
  await expect(page.getByText('Post publié avec succès !')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  await expect(page.getByText(text.slice(0, 60), { exact: false })).toBeVisible();

  // The calendar lists it as published today.
  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await showCalendarMonth(page, parisToday().monthKey);
  await expect(details.getByText('✅ Publié')).toBeVisible();
});
