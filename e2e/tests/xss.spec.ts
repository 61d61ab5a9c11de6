import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { monthKeyOf, yearMonthAt } from '../../packages/contracts/src/months';
import { buildNote } from '../../packages/contracts/src/testing/builders';
import { jpeg } from '../../apps/api/src/test/media-fixtures';
import { E2E_ADMIN } from './admin-account';
import { expect, newUser, test } from './helpers';

/**
 * Stored XSS: texts a user can save are shown on their screens (and to the administrator) as text, never
 * run. Each payload sets window.__xss or opens a dialog if it ever executes.
 */
const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

const PAYLOADS = {
  img: '<img src=x onerror="window.__xss=1;alert(1)">',
  script: '<script>window.__xss=2</script>',
  svg: '"><svg onload=window.__xss=3>',
  link: '<a href="javascript:window.__xss=4">lien</a>',
  iframe: '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  template: "{{constructor.constructor('window.__xss=6')()}}",
};

async function api(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  url: string,
  data: object,
) {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A user whose profile, notes and library titles all carry the payloads, stored through the API. */
async function seedPayloads(request: APIRequestContext) {
  const user = { ...newUser(), lastName: `Xss${Date.now()}` };
  const registered = await request.post('/api/auth/register', {
    data: {
      email: user.email,
      password: user.password,
      first_name: PAYLOADS.img,
      last_name: user.lastName,
      business_name: PAYLOADS.svg,
    },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/auth/login-robust', {
    data: { email: user.email, password: user.password },
  });
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  const token = tokens.access_token;
  const profile = {
    business_name: PAYLOADS.img,
    business_type: PAYLOADS.script,
    business_description: PAYLOADS.svg,
    target_audience: PAYLOADS.link,
    coordinates: PAYLOADS.iframe,
  };
  for (const [field, value] of Object.entries(profile)) {
    await api(request, token, 'put', '/api/business-profile', { [field]: value });
  }
  await api(
    request,
    token,
    'post',
    '/api/notes',
    buildNote({ description: PAYLOADS.img, content: `${PAYLOADS.script} ${PAYLOADS.template}` }),
  );
  const upload = await request.post('/api/content/batch-upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      attributed_month: monthKeyOf(yearMonthAt(new Date())),
      upload_type: 'batch',
      files: { name: 'vitrine.jpg', mimeType: 'image/jpeg', buffer: await jpeg({ width: 320, height: 240 }) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const [created] = ((await upload.json()) as { created: { id: string }[] }).created;
  await api(request, token, 'put', `/api/content/${created!.id}/title`, { title: PAYLOADS.img });
  await api(request, token, 'put', `/api/content/${created!.id}/context`, { context: PAYLOADS.svg });
  return { user, tokens };
}

/** Records dialogs instead of letting them block, and reads the marker the payloads would set. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const executed = () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  // Shown as text, the markup never becomes elements (whatever the Content-Security-Policy would block).
  const injected = () =>
    page.locator('img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript:"]').count();
  return { dialogs, executed, injected };
}

/** Screenshots at both widths; long unbroken payloads must not widen the page on a phone. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshotsDir, `xss-${name}-${width}.png`), fullPage: true });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scrollWidth, `${name} à ${width} px`).toBeLessThanOrEqual(width);
  }
}

test('stored payloads in the profile, notes and library titles are shown as text and never run', async ({
  page,
}) => {
  const { tokens } = await seedPayloads(page.request);
  const { dialogs, executed, injected } = watchForScripts(page);
  await page.addInitScript(
    ({ access, refresh }) => {
      if (!sessionStorage.getItem('xss-seeded')) {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
        sessionStorage.setItem('xss-seeded', '1');
      }
    },
    { access: tokens.access_token, refresh: tokens.refresh_token },
  );
  await page.goto('/');

  await expect(page.getByRole('banner').getByText(PAYLOADS.img)).toBeVisible();
  for (const text of [PAYLOADS.script, PAYLOADS.svg, PAYLOADS.link, PAYLOADS.iframe]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await shoot(page, 'profile');
  expect(await injected()).toBe(0);

  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText(PAYLOADS.img, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(PAYLOADS.template, { exact: false }).first()).toBeVisible();
  await shoot(page, 'notes');

  await page.getByRole('tab', { name: 'Bibliothèque' }).click();
  await expect(page.getByRole('button', { name: `Voir ${PAYLOADS.img}` })).toBeVisible();
  await shoot(page, 'library');
  await page.getByRole('button', { name: `Voir ${PAYLOADS.img}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  expect(await injected()).toBe(0);
  expect(await executed()).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the administrator’s user list shows a payload name as text', async ({ page }) => {
  const { user } = await seedPayloads(page.request);
  const { dialogs, executed, injected } = watchForScripts(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Commencer' }).click();
  const form = page.getByRole('tabpanel', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail', { exact: true }).fill(E2E_ADMIN.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await page.getByLabel('Rechercher').fill(user.lastName);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Voir les détails/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  expect(await injected()).toBe(0);
  expect(await executed()).toBeUndefined();
  expect(dialogs).toEqual([]);
});
