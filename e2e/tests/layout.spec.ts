import type { Locator, Page } from '@playwright/test';
import { monthLabel } from '../../packages/contracts/src/months';
import {
  generateMonth,
  generationMonth,
  monthSection,
  showCalendarMonth,
  postDaily,
  signUpWithSandboxFacebook,
  uploadTwoLibraryImages,
} from './calendar-journey-steps';
import { DASHBOARD_TABS, expect, logInAsAdmin, openLoginScreen, test } from './helpers';
import { checkLayout, PHONE_AND_LAPTOP, VIEWPORTS, type Viewport } from './layout-audit';

// Every screen at five widths and every dialog at a phone's and a laptop's: no sideways scroll, nothing cut,
// the selected tab in sight, dialog actions on screen (see layout-audit.ts). Screenshots land in
// screenshots/layout/ for a person to look at.

async function checkDialog(page: Page, name: string, viewport: Viewport, open: () => Promise<unknown>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await checkLayout(page, `dialog-${name}`, viewport);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const dashboardTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('public screens fit every width', async ({ page }) => {
  test.setTimeout(240_000);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
    await checkLayout(page, 'onboarding', viewport);

    await openLoginScreen(page);
    await checkLayout(page, 'login', viewport);
    await page.getByRole('tab', { name: 'Inscription' }).click();
    await checkLayout(page, 'register', viewport);
    await page.getByRole('tab', { name: 'Connexion' }).click();
    await checkDialog(page, 'forgot-password', viewport, () =>
      page.getByRole('button', { name: 'Mot de passe oublié ?' }).click(),
    );

    for (const [name, url] of [
      ['privacy', '/politique-confidentialite'],
      ['legal-notice', '/mentions-legales'],
      ['reset-password', '/reinitialiser-mot-de-passe?token=abc'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkLayout(page, name, viewport);
    }
  }
});

/** The Posts tab's dialogs, from the current month's cards. */
async function checkPostDialogs(page: Page, viewport: Viewport, section: Locator) {
  const card = section
    .getByTestId('post-card')
    .filter({ has: page.getByRole('button', { name: 'Supprimer' }) });
  await checkDialog(page, 'post-preview', viewport, () =>
    card
      .first()
      .getByRole('button', { name: /^Ouvrir le post / })
      .click(),
  );
  for (const [name, label] of [
    ['post-image', "Changer l'image"],
    ['post-carousel', 'Gérer le carrousel'],
    ['post-date', 'Programmer à une date'],
    ['post-delete', 'Supprimer'],
  ] as const) {
    await checkDialog(page, name, viewport, () => card.first().getByRole('button', { name: label }).click());
  }
}

test('the signed-in screens and their dialogs fit a phone and a laptop', async ({ page }) => {
  test.setTimeout(600_000);
  const { monthKey } = generationMonth();
  await signUpWithSandboxFacebook(page);
  await postDaily(page);
  await uploadTwoLibraryImages(page, monthKey);
  // Before anything is generated, every month of the Posts tab is one compact row, the current one flagged.
  const phone = VIEWPORTS.find((viewport) => viewport.width === 360)!;
  await page.setViewportSize(phone);
  await dashboardTab(page, 'Posts').click();
  await expect(monthSection(page, monthKey)).toBeVisible();
  await checkLayout(page, 'tab-Posts-empty', phone);
  await page.setViewportSize({ width: 1280, height: 800 });
  const section = await generateMonth(page, monthKey);
  // One post scheduled, so the calendar has an entry and its dialog.
  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Programmer' }).click();
  await expect(page.getByText(/^Post programmé avec succès pour /)).toBeVisible();
  await page.keyboard.press('Escape');
  // A note, for the notes list and its confirmation dialog.
  await dashboardTab(page, 'Notes').click();
  const noteForm = page.getByRole('form', { name: 'Nouvelle note' });
  await noteForm.getByLabel('Titre').fill('Fête du pain');
  await noteForm
    .getByLabel('Contenu')
    .fill('Dégustation gratuite samedi, de 9 h à 12 h, devant la boutique.');
  await noteForm.getByLabel('Mois', { exact: true }).selectOption({ index: 1 });
  await noteForm.getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(page.getByText('Note sauvegardée avec succès !')).toBeVisible();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const withDialogs = PHONE_AND_LAPTOP.some((candidate) => candidate.name === viewport.name);
    for (const name of DASHBOARD_TABS) {
      await dashboardTab(page, name).click();
      await expect(dashboardTab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      await checkLayout(page, `tab-${name}`, viewport);
      if (!withDialogs) continue;
      if (name === 'Posts') {
        await checkDialog(page, 'generate', viewport, () =>
          section
            .getByRole('button', { name: /^(Générer|Régénérer)$/ })
            .first()
            .click(),
        );
        await checkPostDialogs(page, viewport, section);
      }
      if (name === 'Calendrier') {
        await showCalendarMonth(page, monthKey);
        const details = page.getByRole('region', { name: 'Posts détaillés' });
        await checkDialog(page, 'calendar-post', viewport, () => details.getByRole('button').first().click());
      }
      if (name === 'Bibliothèque') {
        // The photos were sent to the generated month, which the library may not open on.
        const label = monthLabel(monthKey);
        await page
          .getByRole('button', { name: new RegExp(`^${label}( \\(actuel\\))? \\d+ contenus?$`) })
          .click();
        const item = page.getByTestId('content-card').first();
        await checkDialog(page, 'library-preview', viewport, () =>
          item.getByRole('button', { name: /^Voir / }).click(),
        );
        await checkDialog(page, 'library-edit', viewport, () =>
          item.getByRole('button', { name: /^Modifier / }).click(),
        );
        await checkDialog(page, 'library-move', viewport, () =>
          item.getByRole('button', { name: /^Déplacer / }).click(),
        );
      }
      if (name === 'Notes') {
        await checkDialog(page, 'note-delete', viewport, () =>
          page
            .getByRole('button', { name: /^Supprimer/ })
            .first()
            .click(),
        );
      }
      if (name === 'Réglages') {
        await checkDialog(page, 'account-delete', viewport, () =>
          page.getByRole('button', { name: 'Supprimer mon compte' }).click(),
        );
      }
    }
    await dashboardTab(page, 'Réglages').click();
    await page.getByRole('button', { name: 'Voir les abonnements' }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await checkLayout(page, 'plans', viewport);
    await page.goto('/');
    await expect(dashboardTab(page, 'Entreprise')).toBeVisible();
  }
});

test('the administrator dashboard fits every width', async ({ page }) => {
  test.setTimeout(240_000);
  await logInAsAdmin(page);
  const tabs = ['Vue d’ensemble', 'Utilisateurs', 'Abonnements', 'Codes promo', 'Paiements', 'Analytique'];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const names = (await page.getByRole('tab').allTextContents()).map((text) => text.trim());
    expect(names.length).toBe(tabs.length);
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await checkLayout(page, `admin-${name}`, viewport);
    }
    if (!PHONE_AND_LAPTOP.some((candidate) => candidate.name === viewport.name)) continue;
    await page.getByRole('tab', { name: names[1]!, exact: true }).click();
    await checkDialog(page, 'admin-user', viewport, () =>
      page
        .getByRole('button', { name: /Voir les détails/ })
        .first()
        .click(),
    );
    await page.getByRole('tab', { name: names[2]!, exact: true }).click();
    await checkDialog(page, 'admin-plan', viewport, () =>
      page
        .getByRole('tabpanel')
        .getByRole('button', { name: /Modifier/ })
        .first()
        .click(),
    );
  }
});
