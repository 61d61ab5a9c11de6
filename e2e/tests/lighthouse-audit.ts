import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, snapshot, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Partial<Record<Category, number>>;

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Debian's Chromium with a debugging port and one persistent profile: Lighthouse's tabs share the session
 * the pages store. */
export async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'plume-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return {
    port,
    context,
    newPage: () => browser.newPage(),
    close: async () => {
      await browser.disconnect();
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// The stored session must survive: Lighthouse clears the origin's storage by default.
const flags = (categories: readonly Category[]): Flags => ({
  logLevel: 'error',
  onlyCategories: [...categories],
  disableStorageReset: true,
});

function report(label: string, lhr: Result, categories: readonly Category[]): Scores {
  const scores: Scores = {};
  for (const id of categories) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  console.log(`lighthouse ${label.padEnd(36)} ${categories.map((id) => `${id} ${scores[id]}`).join(', ')}`);
  // What lowers a score, to read when one falls below the bar.
  for (const ref of categories.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])) {
    const item = lhr.audits[ref.id];
    if (ref.weight > 0 && item && item.score !== null && item.score < 0.9) {
      const details = item.details && 'items' in item.details ? JSON.stringify(item.details.items) : '';
      console.log(`    ${ref.id}: ${item.displayValue ?? item.score} ${details.slice(0, 2000)}`);
    }
  }
  return scores;
}

/** A page load, desktop preset: the three categories. */
export async function auditNavigation(url: string, port: number, label: string) {
  const result = await lighthouse(url, { ...flags(CATEGORIES), port }, desktopConfig);
  return report(label, result!.lhr, CATEGORIES);
}

/** The page as it is now (a screen reached by a click): accessibility and best practices, which a snapshot
 * measures; performance needs a page load. */
export async function auditSnapshot(page: Page, label: string) {
  const categories = ['accessibility', 'best-practices'] as const;
  const result = await snapshot(page, { config: desktopConfig, flags: flags(categories) });
  return report(label, result!.lhr, categories);
}
