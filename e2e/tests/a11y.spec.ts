import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { auditScreen, printAuditTotal } from './a11y-audit';
import { registerThroughApi } from './api-session';
import { frenchChromium } from './calendar-fixtures';
import {
  generateMonth,
  generationMonth,
  monthSection,
  postDaily,
  showCalendarMonth,
  signUpWithSandboxFacebook,
  uploadTwoLibraryImages,
} from './calendar-journey-steps';
import { expect, logInAsAdmin, newUser, openLoginScreen, test } from './helpers';

// axe-core on every screen and main dialog: 0 serious or critical violations. Counts per screen and a total
// line are printed; soft assertions let one run list every screen that fails.
test.use(frenchChromium);
// Contrast is measured on settled screens: with motion reduced, a toast fading in or out (sonner honours the
// setting) is never caught half-transparent — that flagged the login toast once on the admin tabs.
test.use({ reducedMotion: 'reduce' });
test.afterAll(() => printAuditTotal(test.info()));

const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

async function audit(page: Page, screen: string) {
  const { blocking } = await auditScreen(page, screen);
  expect.soft(blocking, `${screen}: serious or critical axe violations`).toEqual([]);
}

/** The screens the accessibility fixes changed, to look at (screenshots/ is not versioned). */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `a11y-${name}.png`), animations: 'disabled' });

test('a11y: welcome, login and registration, password recovery, legal pages, demonstration mailbox', async ({
  page,
  request,
}) => {
  // A real account, so the demonstration mailbox receives the reset e-mail.
  const user = newUser();
  await registerThroughApi(request, user);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
  await audit(page, 'accueil');
  await openLoginScreen(page);
  await audit(page, 'connexion');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Inscription' })).toBeVisible();
  await audit(page, 'inscription');
  await page.getByRole('tab', { name: 'Connexion' }).click();
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié ?' });
  await audit(page, 'mot de passe oublié (dialogue)');
  await dialog.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByText('Si un compte existe avec cette adresse')).toBeVisible();
  await audit(page, 'mot de passe oublié (envoyé)');

  await page.goto('/mentions-legales');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'mentions légales');
  await shoot(page, 'legal-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'legal-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/politique-confidentialite');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'politique de confidentialité');
  await page.goto('/reinitialiser-mot-de-passe?token=jeton-de-demonstration');
  await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeVisible();
  await audit(page, 'réinitialisation du mot de passe');
  await page.goto('/api/dev-mailbox');
  await expect(page.getByRole('article').first()).toBeVisible();
  await audit(page, 'boîte de démonstration');
});

test('a11y: every dashboard tab, the Posts dialogs and the calendar with its post dialog', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { monthKey } = generationMonth();
  await signUpWithSandboxFacebook(page);
  await postDaily(page);
  await uploadTwoLibraryImages(page, monthKey);

  const tabs: Array<[string, string]> = [
    ['Entreprise', 'entreprise'],
    ['Analyse', 'analyse'],
    ['Bibliothèque', 'bibliothèque'],
    ['Notes', 'notes'],
    ['Réseaux sociaux', 'réseaux sociaux'],
    ['Réglages', 'réglages (abonnement, compte)'],
  ];
  for (const [label, screen] of tabs) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: label })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit(page, screen);
  }

  await page.getByRole('tab', { name: 'Posts' }).click();
  const section = monthSection(page, monthKey);
  await section.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByRole('dialog').getByText('Prérequis conseillés')).toBeVisible();
  await audit(page, 'posts: dialogue de génération');
  await page.keyboard.press('Escape');
  await generateMonth(page, monthKey);
  await audit(page, 'posts: mois généré');

  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('button', { name: 'Programmer' })).toBeVisible();
  await audit(page, 'posts: aperçu');
  await preview.getByRole('button', { name: 'Modifier' }).click();
  await expect(preview.getByLabel('Que faut-il changer ?')).toBeVisible();
  await audit(page, 'posts: modifier');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The month's two photos are spread over its posts: the image dialog opens from a post that has one.
  await section.getByRole('button', { name: "Changer l'image" }).first().click();
  const attach = page.getByRole('dialog', { name: "Modifier l'image du post" });
  await expect(attach.getByRole('button', { name: /^Choisir / }).first()).toBeVisible();
  await audit(page, "posts: changer l'image");
  await page.keyboard.press('Escape');

  await section.getByRole('button', { name: 'Programmer à une date' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Programmer à une date' })).toBeVisible();
  await audit(page, 'posts: changer la date');
  await page.keyboard.press('Escape');

  await section
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Programmer' }).click();
  await expect(page.getByText(/^Post programmé avec succès pour /)).toBeVisible();
  await shoot(page, 'toast-1280');
  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await showCalendarMonth(page, monthKey);
  const details = page.getByRole('region', { name: 'Posts détaillés' });
  await expect(details.getByRole('button').first()).toBeVisible();
  await audit(page, 'calendrier avec posts');
  await details.getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Déplacer' })).toBeVisible();
  await audit(page, 'calendrier: dialogue du post');
  await shoot(page, 'calendar-dialog-1280');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Mois précédent' }).click();
  await expect(page.getByRole('gridcell')).toHaveCount(42);
  await shoot(page, 'calendar-previous-month-1280');

  // At 375 px: the screens whose colours or layout changed.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await audit(page, 'calendrier (375 px)');
  await shoot(page, 'calendar-375');
  for (const [label, name] of [
    ['Réseaux sociaux', 'social'],
    ['Réglages', 'settings'],
  ] as const) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: label })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audit(page, `${label.toLowerCase()} (375 px)`);
    await shoot(page, `${name}-375`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, `${name}-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
  }
});

test('a11y: the administrator dashboard and its tabs', async ({ page }) => {
  await logInAsAdmin(page);
  await audit(page, "admin: vue d'ensemble");
  for (const tab of ['Utilisateurs', 'Abonnements', 'Codes promo', 'Paiements', 'Analytics']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await audit(page, `admin: ${tab.toLowerCase()}`);
  }
});
