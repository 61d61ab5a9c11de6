import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, snapshot, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Partial<Record<Category, number>>;

/** Runnable processes per core (1-minute load average): above 2, other work takes most of the CPU. */
export const loadPerCore = () => loadavg()[0]! / cpus().length;

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

/** Page loads, desktop preset: the three categories, median of `runs` loads. Lighthouse's own advice for
 * variance: the machine is shared, and one load slowed by a neighbour's test would decide the score alone. */
export async function auditNavigation(url: string, port: number, label: string, runs = 3) {
  const all: Scores[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const { lhr } = (await lighthouse(url, { ...flags(CATEGORIES), port }, desktopConfig))!;
    const scores = scoresOf(lhr, CATEGORIES);
    // The machine's state during the load: Lighthouse's CPU benchmark and the load average (shared cores).
    const machine = `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, load ${loadavg()[0]!.toFixed(1)}`;
    console.log(`${line(`${label} (chargement ${run}/${runs})`, scores, CATEGORIES)} [${machine}]`);
    printLosses(lhr, CATEGORIES);
    all.push(scores);
  }
  const scores: Scores = {};
  for (const id of CATEGORIES) scores[id] = median(all.map((run) => run[id]!));
  console.log(line(`${label} (médiane)`, scores, CATEGORIES));
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
