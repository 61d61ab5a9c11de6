import type { AnalyzedPage } from '@plume/contracts/website-analysis';
import { AppError } from '../../errors/app-error';
import { parsePage, type PageModel } from './facts/page-model';
import { parseRobots, type Robots } from './robots';
import { safeFetch, type FetchOutcome } from './safe-fetch';
import type { GuardOptions } from './ssrf-guard';

export interface CrawlOptions {
  guard: GuardOptions;
  maxPages: number;
  concurrency: number;
  maxPageBytes: number;
  pageTimeoutMs: number;
  /** The crawl stops discovering at this instant and returns what it has. */
  deadline: number;
  now?: () => number;
}

export interface CrawlResult {
  startUrl: string;
  pages: AnalyzedPage[];
  extracted: PageModel[];
}

/** Legal, cart, login, account and search pages: counted and listed, never analysed. */
const TECHNICAL_PATH =
  /(mentions?-legales?|legal|cgv|cgu|conditions-generales|confidentialite|privacy|cookies?|rgpd|panier|cart|checkout|commande|login|connexion|signin|sign-in|inscription|register|mon-compte|my-account|account|compte|search|recherche|wp-admin|wp-login)/i;

export const isTechnicalUrl = (url: URL) => TECHNICAL_PATH.test(url.pathname + url.search);

const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)/i;
const SKIPPED_EXTENSIONS = /\.(pdf|jpe?g|png|gif|webp|svg|zip|mp4|mp3|docx?|xlsx?|css|js|ico|woff2?)$/i;
const siteKey = (host: string) => host.toLowerCase().replace(/^www\./, '');

function normalise(raw: string, base: string | URL): URL | undefined {
  if (!URL.canParse(raw, base.toString())) return undefined;
  const url = new URL(raw, base);
  url.hash = '';
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)].map((match) => match[1] ?? '');
}

/**
 * Breadth-first crawl of one site: robots.txt honoured, sitemap.xml (and one level of sitemap index) and
 * same-site links discovered, HTML only, a page cap, N requests in parallel, byte and time caps per page.
 */
export async function crawlSite(startUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  const now = options.now ?? Date.now;
  const limits = (deadlineMs: number) => ({
    maxBytes: options.maxPageBytes,
    timeoutMs: Math.max(1, Math.min(options.pageTimeoutMs, deadlineMs - now())),
  });
  const fetchText = (url: string) => safeFetch(url, options.guard, limits(options.deadline));

  // The start page answers first: a refused or unreachable address is the user's error, not an empty site.
  const first = await fetchText(startUrl);
  if (first.kind !== 'ok') throw new AppError('ANALYSIS_SITE_UNREACHABLE');
  const origin = new URL(first.url);
  const site = siteKey(origin.hostname);
  const robotsResponse = await fetchText(new URL('/robots.txt', origin).toString());
  const robots: Robots =
    robotsResponse.kind === 'ok' ? parseRobots(robotsResponse.body, origin) : parseRobots('', origin);

  const queue: URL[] = [];
  const seen = new Set<string>();
  const enqueue = (raw: string, base: string | URL) => {
    const url = normalise(raw, base);
    if (!url || siteKey(url.hostname) !== site || SKIPPED_EXTENSIONS.test(url.pathname)) return;
    const key = url.toString();
    if (seen.has(key)) return;
    seen.add(key);
    queue.push(url);
  };
  seen.add(startUrl);
  seen.add(first.url);

  const sitemapUrls = robots.sitemaps.length ? robots.sitemaps : [new URL('/sitemap.xml', origin).toString()];
  let nestedSitemaps = 0;
  for (const sitemapUrl of sitemapUrls.slice(0, 3)) {
    const sitemap = await fetchText(sitemapUrl).catch(() => undefined);
    if (sitemap?.kind !== 'ok') continue;
    for (const loc of sitemapLocations(sitemap.body).slice(0, 200)) {
      // A sitemap index: a few of its sitemaps are enough to find 30 pages.
      if (!URL.canParse(loc, origin.toString())) continue;
      if (/\.xml$/i.test(loc) && siteKey(new URL(loc, origin).hostname) === site) {
        nestedSitemaps += 1;
        if (nestedSitemaps > 5) continue;
        const nested = await fetchText(new URL(loc, origin).toString()).catch(() => undefined);
        if (nested?.kind === 'ok') for (const inner of sitemapLocations(nested.body)) enqueue(inner, origin);
      } else enqueue(loc, origin);
    }
  }

  const pages: AnalyzedPage[] = [];
  const extracted: PageModel[] = [];
  const record = (url: string, outcome: FetchOutcome | undefined, page?: PageModel) => {
    if (outcome?.kind === 'ok' && page) {
      const technical = isTechnicalUrl(new URL(outcome.url));
      pages.push({
        title: page.title || page.blocks.find((b) => b.kind === 'heading')?.text || outcome.url,
        url: outcome.url,
        status: technical ? 'technical' : 'analyzed',
      });
      if (!technical) extracted.push(page);
      for (const link of page.links) enqueue(link, outcome.url);
    } else if (outcome?.kind === 'ok') {
      pages.push({ title: url, url, status: 'non_html' });
    } else {
      pages.push({ title: url, url, status: outcome?.kind ?? 'error' });
    }
  };
  const handle = (url: string, outcome: FetchOutcome) => {
    if (outcome.kind === 'ok' && HTML_TYPE.test(outcome.contentType)) {
      record(url, outcome, parsePage(outcome.body, outcome.url));
    } else record(url, outcome);
  };
  handle(startUrl, first);

  const visit = async (url: URL) => {
    if (!robots.isAllowed(url)) {
      pages.push({ title: url.toString(), url: url.toString(), status: 'blocked_by_robots' });
      return;
    }
    // A redirect to a private address is refused by the guard: listed as an error, the crawl goes on.
    const outcome = await fetchText(url.toString()).catch(() => undefined);
    if (outcome) handle(url.toString(), outcome);
    else pages.push({ title: url.toString(), url: url.toString(), status: 'error' });
  };

  let inFlight = 0;
  const workers = Array.from({ length: options.concurrency }, async () => {
    while (pages.length < options.maxPages && now() < options.deadline) {
      const next = queue.shift();
      if (!next) {
        // Another worker may still add links: wait for it rather than stopping early.
        if (inFlight === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      inFlight += 1;
      try {
        await visit(next);
      } finally {
        inFlight -= 1;
      }
    }
  });
  await Promise.all(workers);
  const kept = pages.slice(0, options.maxPages);
  const keptUrls = new Set(kept.map((page) => page.url));
  return { startUrl: first.url, pages: kept, extracted: extracted.filter((page) => keptUrls.has(page.url)) };
}
