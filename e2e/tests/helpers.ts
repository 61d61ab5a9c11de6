import { test as base, expect, type Page } from '@playwright/test';
import { buildRegistration } from '../../packages/contracts/src/testing/builders';
import { E2E_ADMIN } from './admin-account';

/** Every journey also fails on an uncaught error in the page, even when the screen looks right. */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new owner, from the same registration builder as the API's tests. */
export function newUser(): TestUser {
  const registration = buildRegistration();
  return {
    firstName: registration.first_name,
    lastName: registration.last_name,
    email: registration.email,
    password: registration.password,
  };
}

/** From the welcome screen (no session) to the login/registration screen. */
export async function openLoginScreen(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Commencer' }).click();
  await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
}

export async function fillRegistration(page: Page, user: TestUser, confirmation = user.password) {
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = page.getByRole('tabpanel', { name: 'Inscription' });
  await form.getByLabel('Prénom', { exact: true }).fill(user.firstName);
  await form.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await form.getByLabel('Adresse e-mail', { exact: true }).fill(user.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await form.getByLabel('Confirmer le mot de passe', { exact: true }).fill(confirmation);
  return form;
}

/** The dashboard's tabs, in order (docs/spec/part-2-signed-in-application.md §2). */
export const DASHBOARD_TABS = [
  'Entreprise',
  'Analyse',
  'Bibliothèque',
  'Notes',
  'Posts',
  'Calendrier',
  'Réseaux sociaux',
  'Réglages',
];

/** Signs the e2e administrator in through the login screen and waits for the admin dashboard. */
export async function logInAsAdmin(page: Page) {
  await openLoginScreen(page);
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail', { exact: true }).fill(E2E_ADMIN.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Utilisateurs totaux')).toBeVisible();
}
