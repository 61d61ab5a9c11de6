import { frenchChromium } from './calendar-fixtures';
import {
  generateMonth,
  generationMonth,
  longDay,
  parisToday,
  showCalendarMonth,
  postDaily,
  signUpWithSandboxFacebook,
  uploadTwoLibraryImages,
} from './calendar-journey-steps';
import { DASHBOARD_TABS, expect, newUser, test } from './helpers';
import { arrowToTab, expectFocusVisible, pressEnterOn, tabTo, typeInto } from './keyboard-steps';

// The main journeys with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows): no click. Every
// element the focus passes through must show a focus indicator.
test.use(frenchChromium);

test('keyboard: register, log out, log in again and go through the dashboard tabs', async ({ page }) => {
  const user = newUser();
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Commencer' }));
  await page.keyboard.press('Enter');
  const loginTab = page.getByRole('tab', { name: 'Connexion' });
  await expect(loginTab).toHaveAttribute('aria-selected', 'true');

  // Registration: the arrows move from the 'Connexion' tab to 'Inscription'.
  await tabTo(page, loginTab);
  await page.keyboard.press('ArrowRight');
  const form = page.getByRole('tabpanel', { name: 'Inscription' });
  await expect(form).toBeVisible();
  await typeInto(page, form.getByLabel('Prénom', { exact: true }), user.firstName);
  await typeInto(page, form.getByLabel('Nom', { exact: true }), user.lastName);
  await typeInto(page, form.getByLabel('Adresse e-mail', { exact: true }), user.email);
  await typeInto(page, form.getByLabel('Mot de passe', { exact: true }), user.password);
  await typeInto(page, form.getByLabel('Confirmer le mot de passe', { exact: true }), user.password);
  await tabTo(page, form.getByRole('button', { name: 'Créer mon compte' }));
  await page.keyboard.press('Enter');
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();

  // Every tab with the arrows, then back with Shift+Tab to the header's logout (Space presses it).
  for (const name of DASHBOARD_TABS.slice(1)) {
    await arrowToTab(page, name);
  }
  await arrowToTab(page, 'Entreprise');
  await tabTo(page, header.getByRole('button', { name: 'Déconnexion' }), { backwards: true });
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();

  // Log in: Enter in the password field sends the form.
  await tabTo(page, page.getByRole('button', { name: 'Commencer' }));
  await page.keyboard.press('Enter');
  const login = page.getByRole('tabpanel', { name: 'Connexion' });
  await typeInto(page, login.getByLabel('Adresse e-mail', { exact: true }), user.email);
  await typeInto(page, login.getByLabel('Mot de passe', { exact: true }), user.password);
  await page.keyboard.press('Enter');
  await expect(header.getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
});

test('keyboard: preview a post and close it with Escape, schedule one through the date dialog, open and close it in the calendar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The set-up (an owner with a connected network and a generated month) is not the journey under test.
  const { monthKey } = generationMonth();
  await signUpWithSandboxFacebook(page);
  await postDaily(page);
  await uploadTwoLibraryImages(page, monthKey);
  const section = await generateMonth(page, monthKey);
  await page.reload();

  // Preview: Enter opens it, Escape closes it and the focus goes back to the card.
  await arrowToTab(page, 'Posts');
  const open = section.getByRole('button', { name: /^Ouvrir le post / }).first();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('button', { name: 'Programmer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(open).toBeFocused();
  await expectFocusVisible(page);

  // Schedule through the card's date dialog: a new time typed, then 'Confirmer'.
  const editDate = section.getByRole('button', { name: 'Programmer à une date' }).first();
  await tabTo(page, editDate);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Programmer à une date' });
  await expect(dialog).toBeVisible();
  // Chromium's French time field moves to the minutes after a first digit of 2 or more: 18:30, not 21:45.
  await typeInto(page, dialog.getByLabel('Heure', { exact: true }), '1830');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirmer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Date et heure mises à jour avec succès !')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The calendar lists it; Enter opens its dialog, Escape closes it and the focus returns to the entry.
  await arrowToTab(page, 'Calendrier');
  // A post not yet scheduled starts the dialog on tomorrow: the calendar moves there when it is next month.
  const tomorrow = parisToday(1);
  await showCalendarMonth(page, tomorrow.monthKey, (arrow) => pressEnterOn(page, arrow));
  const day = page.getByRole('gridcell', { name: longDay(tomorrow.date) });
  await expect(day.getByRole('button', { name: /^Post de 18:30/ })).toBeVisible();
  const entry = page.getByRole('region', { name: 'Posts détaillés' }).getByRole('button').first();
  await expect(entry).toBeVisible();
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  const postDialog = page.getByRole('dialog');
  await expect(postDialog.getByRole('button', { name: 'Déplacer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(postDialog).toBeHidden();
  await expect(entry).toBeFocused();
});
