/**
 * Reads the analysis corpus: each invented site's page map, its pages and its golden facts (see README.md). Used by
 * the corpus self-check and by anything that measures the website analysis against the corpus.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';

export const SITES_DIR = fileURLToPath(new URL('./sites', import.meta.url));

export interface SiteFile {
  baseUrl: string;
  trade: string;
  style: string;
  /** A held-out site: written with its golden file before the extractor was ever run on it, and reported apart
   * by the bench so a reader sees whether the extraction generalises beyond the sites it was tuned on. */
  heldOut?: boolean;
  /** Which set of held-out sites it belongs to (1 when absent): each set was written before the extractor was
   * run on it, after the previous one had been used to fix the extraction, and is reported on its own. */
  heldOutRound?: number;
  pages: Array<{ path: string; file: string }>;
}

export interface Golden {
  trade: string;
  businessName: string;
  town: string;
  address: { street: string; postalCode: string; town: string } | null;
  phones: string[];
  emails: string[];
  foundingYear: number | null;
  teamSize: number | null;
  hours: Array<{ day: string; closed: boolean; ranges: Array<{ opens: string; closes: string }> }>;
  items: Array<{
    kind: 'product' | 'service';
    name: string;
    price: number | null;
    unit: string | null;
    fromPrice: boolean;
  }>;
  people: Array<{ name: string; role: string | null }>;
  labels: string[];
  offers: Array<{ title: string; startDate: string | null; endDate: string | null }>;
  testimonials: Array<{ author: string }>;
  story: { mustMention: string[] } | null;
  mission: { mustMention: string[] } | null;
}

export interface CorpusPage {
  /** The URL path under the site's baseUrl. */
  path: string;
  /** The page file, relative to the site's folder. */
  file: string;
  /** False when site.json names a file that is missing. */
  exists: boolean;
  html: string;
  /** The page's text as pageText() reads it. */
  text: string;
}

export interface CorpusSite {
  slug: string;
  dir: string;
  site: SiteFile;
  golden: Golden;
  pages: CorpusPage[];
}

/** Whitespace of every kind (including non-breaking and narrow non-breaking spaces) becomes one space. */
export function collapse(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2007]+/g, ' ').trim();
}

/**
 * The text a reader (or a crawler reading JSON-LD) gets from a page: visible text, JSON-LD blocks, image alt
 * texts and meta contents. Every tag boundary counts as a space, so table cells and blocks never glue together.
 */
export function pageText(html: string): string {
  const parts: string[] = [];
  const skip: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        parts.push(' ');
        const isJsonLd = name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json';
        skip.push((name === 'script' && !isJsonLd) || name === 'style' || name === 'noscript');
        if (attrs.alt) parts.push(` ${attrs.alt} `);
        if (name === 'meta' && attrs.content) parts.push(` ${attrs.content} `);
      },
      ontext(text) {
        if (!skip.some(Boolean)) parts.push(text);
      },
      onclosetag() {
        skip.pop();
        parts.push(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return collapse(parts.join(''));
}

/** Every site under corpus/sites, with its pages read and their text extracted. */
export function loadCorpus(): CorpusSite[] {
  return readdirSync(SITES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => {
      const dir = join(SITES_DIR, entry.name);
      const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as SiteFile;
      const golden = JSON.parse(readFileSync(join(dir, 'golden.json'), 'utf8')) as Golden;
      const pages = site.pages.map((page) => {
        const file = join(dir, page.file);
        const exists = existsSync(file);
        const html = exists ? readFileSync(file, 'utf8') : '';
        return { ...page, exists, html, text: pageText(html) };
      });
      return { slug: entry.name, dir, site, golden, pages };
    });
}
