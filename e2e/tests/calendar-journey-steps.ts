import type { Locator, Page } from '@playwright/test';
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

const FRENCH_MONTHS =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');

const monthKeyOf = (year: number, month: number) => `${FRENCH_MONTHS[month - 1]}_${year}`;
const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Today in Paris (the browser's and the new owner's timezone) as YYYY-MM-DD, and its month key. */
export function parisToday(offsetDays = 0) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { date, monthKey: monthKeyOf(year, month) };
}

/** The month a journey generates, so that it has two weeks of daily posts or more whatever today's date: the
 * current month until the 14th, the next one from the 15th (when the product opens it, and when too few days of
 * the current one remain). `laterDay` is a day of that month still to come, for moving a post within it. */
export function generationMonth() {
  const { date } = parisToday();
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (day < 15) {
    return { monthKey: monthKeyOf(year, month), laterDay: parisToday(1).date };
  }
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { monthKey: monthKeyOf(next.year, next.month), laterDay: isoDay(next.year, next.month, 2) };
}

/** Index of a month key ('mars_2027') or of a calendar title ('mars 2027'), to count the months between two. */
function monthIndex(label: string) {
  const [name, year] = label.split(/[_ ]/);
  return Number(year) * 12 + FRENCH_MONTHS.indexOf(name!.toLowerCase());
}

/** Moves the open calendar to the month of a key with its arrows, whatever month it shows, and waits for that
 * month's grid. `press` activates an arrow (a click unless the journey says otherwise, e.g. by keyboard). */
export async function showCalendarMonth(
  page: Page,
  monthKey: string,
  press: (arrow: Locator) => Promise<void> = (arrow) => arrow.click(),
) {
  const prefix = 'Calendrier de ';
  const grid = page.getByRole('grid', { name: /^Calendrier de / });
  await expect(grid).toBeVisible();
  const shown = ((await grid.getAttribute('aria-label')) ?? '').slice(prefix.length);
  const steps = monthIndex(monthKey) - monthIndex(shown);
  const arrow = page.getByRole('button', { name: steps > 0 ? 'Mois suivant' : 'Mois précédent' });
  for (let step = 0; step < Math.abs(steps); step += 1) {
    await press(arrow);
  }
  await expect(page.getByRole('grid', { name: `${prefix}${monthKey.replace('_', ' ')}` })).toBeVisible();
}

/** 'lundi 3 mars' for a YYYY-MM-DD date, as the calendar names its days. */
export const longDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** Generates a month (see generationMonth) from the Posts tab and waits for its cards. */
export async function generateMonth(page: Page, monthKey: string) {
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
