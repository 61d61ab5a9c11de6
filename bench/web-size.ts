import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

export interface RouteJs {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
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

/**
 * Every JavaScript file a browser fetches from the first visit until the login form is on screen
 * (welcome screen → « Commencer »), lazy chunks included, gzipped at level 9.
 */
export async function loginRouteJs(baseUrl: string, distDir: string): Promise<RouteJs> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} absent : lancez npm test une fois (il l'installe)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Commencer' }).click();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await page.waitForLoadState('networkidle');
    return measure(distDir, [...scripts].sort());
  } finally {
    await browser.close();
  }
}
