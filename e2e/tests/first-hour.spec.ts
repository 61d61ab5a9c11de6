import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  generateMonth,
  generationMonth,
  monthSection,
  postDaily,
  signUpWithSandboxFacebook,
  uploadTwoLibraryImages,
} from './calendar-journey-steps';
import { DASHBOARD_TABS, expect, openLoginScreen, test } from './helpers';

// A newcomer's first hour: the help texts name what is on the screen, the social authorisation comes back to
// the social tab, and the server answers the app to any navigation.

const localesDir = fileURLToPath(new URL('../../apps/web/src/locales/', import.meta.url));

/** Every « … » label quoted in the app's French texts (a quoted value filled at run time, like a title, is not
 * a label), and every tab named as « l'onglet X ». */
function quotedLabels() {
  const labels = new Set<string>();
  const tabs = new Set<string>();
  for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(localesDir, file), 'utf8');
    for (const [, label] of source.matchAll(/«\s([^»]+?)\s»/g)) {
      if (!label!.includes('${')) labels.add(label!);
    }
    for (const [, tab] of source.matchAll(/l['’]onglet (\p{Lu}[\p{L}]*(?: sociaux)?)/gu)) tabs.add(tab!);
  }
  return { labels: [...labels].sort(), tabs: [...tabs].sort() };
}

type Screen = 'login' | 'settings' | 'post preview';

/** Where each quoted label is on screen, and what it is there. A new quoted label must be added here. */
const WHERE: Record<string, { screen: Screen; role: 'button' | 'heading' }> = {
  'Mot de passe oublié ?': { screen: 'login', role: 'button' },
  'Mes données': { screen: 'settings', role: 'heading' },
  Programmer: { screen: 'post preview', role: 'button' },
};

/** Opens a signed-in screen (the login screen is checked before signing up). */
async function openScreen(page: Page, screen: Exclude<Screen, 'login'>) {
  await page.goto('/');
  if (screen === 'settings') {
    await page.getByRole('tab', { name: 'Réglages', exact: true }).click();
    return page.getByRole('tabpanel');
  }
  await page.getByRole('tab', { name: 'Posts', exact: true }).click();
  const month = monthSection(page, generationMonth().monthKey);
  await month
    .getByRole('button', { name: /^Ouvrir le post / })
    .first()
    .click();
  return page.getByRole('dialog');
}

test('every label quoted in a help text is on a screen, every tab named exists', async ({ page }) => {
  test.setTimeout(180_000);
  const { labels, tabs } = quotedLabels();
  expect(labels.length).toBeGreaterThan(0);
  expect(
    labels.filter((label) => !WHERE[label]),
    'quoted labels with no known screen',
  ).toEqual([]);
  for (const tab of tabs) expect(DASHBOARD_TABS, `l'onglet ${tab}`).toContain(tab);

  const expectLabel = (where: Locator, label: string) =>
    expect(
      where.getByRole(WHERE[label]!.role, { name: label, exact: true }),
      `« ${label} » (${WHERE[label]!.screen})`,
    ).toBeVisible();

  await openLoginScreen(page);
  for (const label of labels.filter((label) => WHERE[label]!.screen === 'login')) {
    await expectLabel(page.locator('body'), label);
  }
  await signUpWithSandboxFacebook(page);
  await postDaily(page);
  const { monthKey } = generationMonth();
  await uploadTwoLibraryImages(page, monthKey);
  await generateMonth(page, monthKey);
  for (const label of labels) {
    const { screen } = WHERE[label]!;
    if (screen !== 'login') await expectLabel(await openScreen(page, screen), label);
  }
});

test('back from Instagram, the owner lands on the social tab with a success message', async ({ page }) => {
  await signUpWithSandboxFacebook(page);
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Entreprise', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Réseaux sociaux', exact: true }).click();
  await page.getByRole('region', { name: 'Instagram' }).getByRole('button', { name: 'Connecter' }).click();
  await page.waitForURL(/\/api\/social\/sandbox\/consent/);
  await page.getByRole('link', { name: 'Autoriser' }).click();
  await expect(page.getByText('Instagram connecté : @mon_compte_demo')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Réseaux sociaux', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('region', { name: 'Instagram' }).getByText('Connecté : @mon_compte_demo'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a client that accepts anything gets the app, an unknown API path a JSON 404', async ({ request }) => {
  for (const url of ['/', '/politique-confidentialite']) {
    const page = await request.get(url, { headers: { accept: '*/*' } });
    expect(page.status(), url).toBe(200);
    expect(page.headers()['content-type'], url).toMatch(/^text\/html/);
    expect(await page.text(), url).toContain('<div id="root">');
  }
  const api = await request.get('/api/inconnu', { headers: { accept: '*/*' } });
  expect(api.status()).toBe(404);
  expect((await api.json()) as unknown).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
});
