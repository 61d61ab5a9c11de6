import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, snapshot, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// Lighthouse in Debian's Chromium against the production build the API serves. Shared by the e2e suite, which
// asserts accessibility and best practices, and by the benchmark, which prints performance (a timing) beside
// its target.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Partial<Record<Category, number>>;
/** Desktop preset, or Lighthouse's default: a mid-range phone on a throttled network. */
export type FormFactor = 'desktop' | 'mobile';
const configs: Record<FormFactor, Config | undefined> = { desktop: desktopConfig, mobile: undefined };

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

function scoresOf(lhr: Result, categories: readonly Category[]): Scores {
  const scores: Scores = {};
  for (const id of categories) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return scores;
}

const line = (label: string, scores: Scores, categories: readonly Category[]) =>
  `lighthouse ${label.padEnd(36)} ${categories.map((id) => `${id} ${scores[id]}`).join(', ')}`;

/** What lowers a score, to read when one falls below the bar. */
function printLosses(lhr: Result, categories: readonly Category[]) {
  for (const ref of categories.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])) {
    const item = lhr.audits[ref.id];
    if (ref.weight > 0 && item && item.score !== null && item.score < 0.9) {
      const details = item.details && 'items' in item.details ? JSON.stringify(item.details.items) : '';
      console.log(`    ${ref.id}: ${item.displayValue ?? item.score} ${details.slice(0, 600)}`);
    }
  }
  // Where the main thread's time went, when the load was slow.
  if (categories.includes('performance') && (lhr.categories.performance?.score ?? 1) < 0.95) {
    for (const id of ['bootup-time', 'long-tasks']) {
      const details = lhr.audits[id]?.details;
      const items = details && 'items' in details ? details.items.slice(0, 6) : [];
      console.log(`    ${id}: ${JSON.stringify(items)}`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface NavigationOptions {
  categories?: readonly Category[];
  formFactor?: FormFactor;
  /** Loads measured; the median is kept (Lighthouse's own advice for the variance of performance). */
  runs?: number;
}

/** Page loads of `url`: the chosen categories, median of `runs` loads. */
export async function auditNavigation(
  url: string,
  port: number,
  label: string,
  options: NavigationOptions = {},
) {
  const { categories = CATEGORIES, formFactor = 'desktop', runs = 1 } = options;
  const all: Scores[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const { lhr } = (await lighthouse(url, { ...flags(categories), port }, configs[formFactor]))!;
    const scores = scoresOf(lhr, categories);
    // The machine's state during the load: Lighthouse's CPU benchmark and the load average (shared cores).
    const machine = `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, load ${loadavg()[0]!.toFixed(1)}`;
    console.log(`${line(`${label} (chargement ${run}/${runs})`, scores, categories)} [${machine}]`);
    printLosses(lhr, categories);
    all.push(scores);
  }
  if (runs === 1) return all[0]!;
  const scores: Scores = {};
  for (const id of categories) scores[id] = median(all.map((run) => run[id]!));
  console.log(line(`${label} (médiane)`, scores, categories));
  return scores;
}

/** The page as it is now (a screen reached by a click): accessibility and best practices, which a snapshot
 * measures; performance needs a page load. */
export async function auditSnapshot(page: Page, label: string) {
  const categories = ['accessibility', 'best-practices'] as const;
  const { lhr } = (await snapshot(page, { config: desktopConfig, flags: flags(categories) }))!;
  const scores = scoresOf(lhr, categories);
  console.log(line(label, scores, categories));
  printLosses(lhr, categories);
  return scores;
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

/** Signs `page` in with the stored tokens, as the app keeps them, and waits for the dashboard. Lighthouse's
 * tabs share the profile, so its next load of '/' is the signed-in dashboard. */
export async function storeSession(page: Page, tokens: SessionTokens) {
  // A script rather than a function: the benchmark compiles this file without the DOM's types.
  const store = (key: string, value: string) =>
    `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;
  await page.evaluate(
    store('access_token', tokens.access_token) + store('refresh_token', tokens.refresh_token),
  );
  await page.reload();
  await page.locator('header h1 ::-p-text(Mon entreprise)').wait();
}
