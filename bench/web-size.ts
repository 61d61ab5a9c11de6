import { chromium, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

export interface RouteJs {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

/** One printed line: gzip size in Ko of 1,024 bytes (as the target counts them) and in bytes, raw size, files. */
export function routeJsLine(label: string, js: RouteJs, targetKb: number): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`;
  return `${label} : ${kb(js.gzipBytes)} gzip, ${js.gzipBytes} octets (${kb(js.rawBytes)} bruts, ${js.files.length} fichiers ; objectif ≤ ${targetKb} Ko de 1 024 octets)`;
}

function measure(distDir: string, files: string[]): RouteJs {
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file.replace(/^\//, '')));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}

/** The scripts a fresh browser fetches while `visit` runs, gzipped at level 9. */
async function scriptsFetched(distDir: string, visit: (page: Page) => Promise<void>): Promise<RouteJs> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} absent : lancez npm test une fois (il l'installe)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await visit(page);
    await page.waitForLoadState('networkidle');
    return measure(distDir, [...scripts].sort());
  } finally {
    await browser.close();
  }
}

/**
 * Every JavaScript file a browser fetches from the first visit until the login form is on screen
 * (welcome screen → « Commencer »), lazy chunks included, gzipped at level 9.
 */
export async function loginRouteJs(baseUrl: string, distDir: string): Promise<RouteJs> {
  return scriptsFetched(distDir, async (page) => {
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Commencer' }).click();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  });
}

/**
 * Every JavaScript file a signed-in owner's browser fetches from opening the app until the dashboard's first
 * tab (the business profile) is on screen, from a cold cache.
 */
export async function dashboardRouteJs(
  baseUrl: string,
  distDir: string,
  tokens: { access_token: string; refresh_token: string },
): Promise<RouteJs> {
  return scriptsFetched(distDir, async (page) => {
    // The session as the app keeps it, set before any script of the app runs (a script: the benchmark is
    // compiled without the DOM's types).
    const store = (key: string, value: string) =>
      `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;
    await page.addInitScript(
      store('access_token', tokens.access_token) + store('refresh_token', tokens.refresh_token),
    );
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Profil de votre entreprise' }).waitFor();
  });
}
