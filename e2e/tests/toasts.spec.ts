import type { Locator, Page } from '@playwright/test';
import { registerThroughApi } from './api-session';
import { expect, newUser, openLoginScreen, test } from './helpers';

// The toast rules (docs/spec/part-2-signed-in-application.md §9 and the product's choices): at most three
// visible, newest first, bottom right, never over the header or a dialog's buttons, each closable, errors
// kept until closed.

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('élément sans boîte');
  return found;
}
type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// A closed toast stays in the list, still marked visible, for the 200 ms of its leaving animation: it is not
// counted, and its button is not the one to press next.
const visibleToasts = (page: Page) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');

async function expectClearOf(page: Page, controls: Locator[]) {
  for (const toast of await visibleToasts(page).all()) {
    const toastBox = await box(toast);
    for (const control of controls) expect(overlaps(toastBox, await box(control))).toBe(false);
  }
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`toasts at ${viewport.width}x${viewport.height}: three shown, clear of the header and of a dialog's buttons, closable`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const user = newUser();
    await registerThroughApi(request, user);

    // A refused login: an error toast, still there when a dialog opens; the dialog's buttons stay clickable.
    await openLoginScreen(page);
    const form = page.getByRole('tabpanel', { name: 'Connexion' });
    await form.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
    await form.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(visibleToasts(page)).toHaveCount(1);
    // Signed out, the toast keeps off the form: on a phone the form reaches the bottom of the screen.
    const forgotten = page.getByRole('button', { name: 'Mot de passe oublié ?' });
    await expectClearOf(page, [forgotten, form.getByRole('button', { name: 'Se connecter' })]);
    await forgotten.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectClearOf(page, await dialog.getByRole('button').all());
    await page.keyboard.press('Escape');
    await visibleToasts(page).getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(visibleToasts(page)).toHaveCount(0);

    // Signed in, four errors in a row (a search without a term): three shown, clear of the header and the tabs.
    await form.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    // The toast moves to the signed-in place once the dashboard replaces the login screen: it is closed there,
    // where the owner sees it settle (closing it while it moves would miss it).
    const library = page.getByRole('tab', { name: 'Bibliothèque' });
    await expect(library).toBeVisible();
    const welcome = visibleToasts(page).filter({ hasText: 'Connexion réussie !' });
    await expect(welcome).toHaveAttribute('data-y-position', 'bottom');
    await welcome.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(visibleToasts(page)).toHaveCount(0);
    await library.click();
    await page.getByRole('button', { name: "Recherche d'images" }).click();
    const search = page.getByRole('button', { name: 'Rechercher', exact: true });
    for (let n = 0; n < 4; n += 1) await search.click();
    await expect(visibleToasts(page)).toHaveCount(3);
    await expect(visibleToasts(page).first()).toContainText('Veuillez saisir un terme de recherche');
    await expectClearOf(page, [
      page.getByRole('button', { name: 'Déconnexion' }),
      page.getByRole('tab', { name: 'Bibliothèque' }),
    ]);

    // Each closes with its button; the fourth, waiting, then shows.
    for (const left of [3, 2, 1, 0]) {
      await visibleToasts(page).first().getByRole('button', { name: 'Fermer la notification' }).click();
      await expect(visibleToasts(page)).toHaveCount(left);
    }
  });
}
