import type { Page } from '@playwright/test';
import { expect, fillRegistration, newUser, openLoginScreen } from './helpers';

/** Signs a new owner up and connects the sandbox Facebook Page (scheduling needs one connected network). */
export async function signUpWithSandboxFacebook(page: Page) {
  await openLoginScreen(page);
  const form = await fillRegistration(page, newUser());
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
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

/** Calls the API with the page's session, as the app does. Returns the HTTP status. */
function callApi(page: Page, path: string, method: string, body: unknown) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        // page.evaluate has no timeout of its own: a stuck call fails here instead of at the test's end.
        signal: AbortSignal.timeout(20_000),
      });
      return response.status;
    },
    { path, method, body },
  );
}

/** A daily rhythm, so the rest of the month gets several posts whatever today's date. */
export async function postDaily(page: Page) {
  expect(await callApi(page, '/business-profile', 'PUT', { posting_frequency: 'daily' })).toBe(200);
}

/** Two pictures drawn in the page and sent to the month's library, so two generated posts have an image. */
export async function uploadTwoLibraryImages(page: Page, monthKey: string) {
  const status = await page.evaluate(async (month) => {
    const form = new FormData();
    form.append('upload_type', 'batch');
    form.append('attributed_month', month);
    for (const [index, colour] of ['#7c3aed', '#f97316'].entries()) {
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 640, 480);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      form.append('files', new File([blob], `calendrier-${index}.jpg`, { type: 'image/jpeg' }));
    }
    const response = await fetch('/api/content/batch-upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    return response.status;
  }, monthKey);
  expect(status).toBe(200);
}

const FRENCH_MONTHS = 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre';

/** Today in Paris (the browser's and the new owner's timezone) as YYYY-MM-DD, and its month key. */
export function parisToday(offsetDays = 0) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
  const [year, month] = date.split('-').map(Number);
  return { date, monthKey: `${FRENCH_MONTHS.split(' ')[month! - 1]}_${year}` };
}

/** 'lundi 3 mars' for a YYYY-MM-DD date, as the calendar names its days. */
export const longDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** Generates the current month from the Posts tab and waits for its cards. */
export async function generateCurrentMonth(page: Page, monthKey: string) {
  await page.getByRole('tab', { name: 'Posts' }).click();
  const section = page.getByRole('region', { name: monthKey.replace('_', ' '), exact: true });
  await section.getByRole('button', { name: 'Générer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Lancer la génération' }).click();
  await expect(dialog.getByText(/posts? générés? !/)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Voir les posts' }).click();
  await expect(section.getByRole('button', { name: /^Ouvrir le post / }).nth(1)).toBeVisible();
  return section;
}
