import type { Locator, Page } from '@playwright/test';
import {
  monthKeyOf,
  monthLabel,
  parseMonthKey,
  shiftMonth,
  yearMonthAt,
} from '../../packages/contracts/src/months';
import { DEFAULT_TIME_ZONE, localMoment, toLocalDateTime } from '../../packages/contracts/src/zoned-time';
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

/** Today in Paris (the browser's and the new owner's timezone) as YYYY-MM-DD, and its month key. */
export function parisToday(offsetDays = 0) {
  const instant = new Date(Date.now() + offsetDays * 86_400_000);
  return {
    date: toLocalDateTime(instant, DEFAULT_TIME_ZONE).date,
    monthKey: monthKeyOf(yearMonthAt(instant)),
  };
}

/** The month a journey generates, so that it has two weeks of daily posts or more whatever today's date: the
 * current month until the 14th, the next one from the 15th (when the product opens it, and when too few days of
 * the current one remain). `laterDay` is a day of that month still to come, for moving a post within it. */
export function generationMonth() {
  const today = localMoment(new Date(), DEFAULT_TIME_ZONE);
  if (today.day < 15) return { monthKey: monthKeyOf(today), laterDay: parisToday(1).date };
  const next = shiftMonth(today, 1);
  return {
    monthKey: monthKeyOf(next),
    laterDay: `${next.year}-${String(next.month).padStart(2, '0')}-02`,
  };
}

/** The Posts tab's section of a month. */
export const monthSection = (page: Page, monthKey: string) =>
  page.getByRole('region', { name: monthLabel(monthKey), exact: true });

/** Months from year 0, to count the months between two keys. */
const monthIndex = (monthKey: string) => {
  const { year, month } = parseMonthKey(monthKey)!;
  return year * 12 + month;
};

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
  // The grid is named after its month as the calendar writes it: 'mars 2027'.
  const shown = ((await grid.getAttribute('aria-label')) ?? '').slice(prefix.length).replace(' ', '_');
  const steps = monthIndex(monthKey) - monthIndex(shown);
  const arrow = page.getByRole('button', { name: steps > 0 ? 'Mois suivant' : 'Mois précédent' });
  for (let step = 0; step < Math.abs(steps); step += 1) {
    await press(arrow);
  }
  await expect(page.getByRole('grid', { name: `${prefix}${monthLabel(monthKey)}` })).toBeVisible();
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
  const section = monthSection(page, monthKey);
  await section.getByRole('button', { name: 'Générer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Lancer la génération' }).click();
  await expect(dialog.getByText(/posts? générés? !/)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Voir les posts' }).click();
  await expect(section.getByRole('button', { name: /^Ouvrir le post / }).nth(1)).toBeVisible();
  return section;
}
