import { extractAddress, extractEmails, extractPhones, extractTown } from './contact';
import { extractHours } from './hours';
import { pageItems } from './items';
import { extractLabels, extractOffers, extractTestimonials } from './labels-offers-reviews';
import { parsePage, type PageModel } from './page-model';
import { pageRole } from './page-roles';
import { sourceOf, unitsOf, type ReadPage } from './read-page';
import type { ItemFact, SiteFacts } from './site-facts';
import { extractPeople } from './people';
import { extractFoundingYear, extractStory, extractTeamSize } from './story';
import { readStructured } from './structured';
import { detectTrade } from './trade';
import { unpricedItems } from './unpriced-items';
import { fold, sentences, unique } from './text-patterns';

const TIP = /\b(conseil|astuce|pensez à|n'oubliez pas|saviez-vous)\b/i;

/** Marks the blocks repeated on most pages (menus, footers, banners): read once, kept apart from content. */
function markBoilerplate(models: PageModel[]) {
  if (models.length < 3) return;
  // Keyed by kind and text: a page's heading "Nos avis" is not the menu entry "Nos avis" repeated on every page.
  const key = (block: PageModel['blocks'][number]) => `${block.kind === 'heading' ? 'h' : 'b'}|${block.text}`;
  const counts = new Map<string, number>();
  for (const model of models) {
    for (const k of new Set(model.blocks.map(key))) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(models.length * 0.6));
  for (const model of models) {
    for (const block of model.blocks) block.boilerplate = (counts.get(key(block)) ?? 0) >= threshold;
  }
}

export function readPages(models: PageModel[]): ReadPage[] {
  markBoilerplate(models);
  const seen = new Set(models[0]?.blocks.map((block) => block.text));
  const firstSeen = (text: string) => !seen.has(text) && Boolean(seen.add(text));
  return models.map((model, index) => {
    const isHome = index === 0;
    const main = model.blocks.filter((block) => block.zone === 'main' && (isHome || !block.boilerplate));
    const chrome = model.blocks.filter((block) => block.zone !== 'main' || (!isHome && block.boilerplate));
    return {
      model,
      role: pageRole(model, isHome),
      units: unitsOf(main),
      // A repeated block is read on the first page that has it.
      chrome: unitsOf(chrome.filter((block) => isHome || !block.boilerplate || firstSeen(block.text))),
    };
  });
}

/** The business name: schema.org, og:site_name, or the title segment most pages repeat. */
function businessName(pages: ReadPage[], structuredName?: string): SiteFacts['businessName'] {
  const home = pages[0];
  if (!home) return undefined;
  if (structuredName) return { text: structuredName, source: sourceOf(home, structuredName) };
  if (home.model.ogSiteName)
    return { text: home.model.ogSiteName, source: sourceOf(home, home.model.ogSiteName) };
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const segment of page.model.title.split(/\s[|–—-]\s/).map((s) => s.trim())) {
      if (segment && !/^(accueil|home|bienvenue)$/i.test(segment))
        counts.set(segment, (counts.get(segment) ?? 0) + 1);
    }
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]?.[0];
  return best ? { text: best, source: sourceOf(home, home.model.title) } : undefined;
}

/** Items of every content page plus schema.org ones, one per name: a priced statement wins. */
function mergeItems(pages: ReadPage[], structured: ItemFact[], serviceTrade: boolean): ItemFact[] {
  const items: ItemFact[] = [];
  for (const page of pages) {
    if (page.role === 'legal' || page.role === 'blog') continue;
    const priced = pageItems(page);
    items.push(...priced, ...unpricedItems(page, priced));
  }
  const all = [...items, ...structured].map((item) =>
    serviceTrade && item.kind === 'product' ? { ...item, kind: 'service' as const } : item,
  );
  const byName = new Map<string, ItemFact>();
  for (const item of all) {
    const key = fold(item.name);
    const existing = byName.get(key);
    if (!existing || (existing.price === undefined && item.price !== undefined)) byName.set(key, item);
  }
  // "Chambre La Grange" described on one page is "Chambre La Grange (2 pers.)" priced on another: one item.
  const priced = [...byName.keys()].filter((key) => byName.get(key)!.price !== undefined);
  return [...byName.entries()]
    .filter(([key, item]) => item.price !== undefined || !priced.some((p) => ` ${p} `.includes(` ${key} `)))
    .map(([, item]) => item);
}

const SERVICE_TRADES =
  /coiffure|barbier|beaute|garage|plombier|electricien|menuiserie|maconnerie|couvreur|paysagiste|photographe|osteopathe|kinesitherapeute|velociste|toiletteur|auto ecole/;

/** What a business's website states, each fact with its page and snippet. Pure and offline. */
export function factsFromModels(models: PageModel[], thisYear = new Date().getFullYear()): SiteFacts {
  const pages = readPages(models);
  const structured = readStructured(pages);
  const content = pages.filter((page) => page.role !== 'legal');
  const trade = detectTrade(content, structured.types);
  const address = structured.address ?? extractAddress(content);
  const textHours = extractHours(content);
  const hours = [...textHours, ...structured.hours.filter((h) => !textHours.some((t) => t.day === h.day))];
  const people = unique([...structured.people, ...extractPeople(content)], (p) => fold(p.name));
  const phones = unique(
    [
      ...structured.phones.map((text) => ({ text, source: sourceOf(pages[0]!, text) })),
      ...extractPhones(content),
    ],
    (p) => p.text.replace(/\D/g, ''),
  );
  const emails = unique(
    [
      ...structured.emails.map((text) => ({ text, source: sourceOf(pages[0]!, text) })),
      ...extractEmails(content),
    ],
    (e) => e.text,
  );
  const testimonials = unique([...structured.testimonials, ...extractTestimonials(content)], (t) =>
    fold(t.text),
  );
  const yearFromData = structured.foundingYear
    ? { year: structured.foundingYear, source: sourceOf(pages[0]!, String(structured.foundingYear)) }
    : undefined;
  return {
    businessName: businessName(pages, structured.name),
    trade,
    items: mergeItems(content, structured.items, SERVICE_TRADES.test(fold(trade?.text ?? ''))),
    hours: hours.sort((a, b) => WEEK_ORDER.indexOf(a.day) - WEEK_ORDER.indexOf(b.day)),
    address,
    town: address ? { text: address.town, source: address.source } : extractTown(content),
    phones,
    emails,
    foundingYear: yearFromData ?? extractFoundingYear(content, thisYear),
    teamSize: extractTeamSize(content),
    people,
    ...extractStory(content),
    labels: extractLabels(content),
    offers: extractOffers(content),
    testimonials,
    tips: content.flatMap((page) =>
      page.units
        .flatMap((unit) => sentences(unit.text))
        .filter((s) => TIP.test(s))
        .map((text) => ({ text, source: sourceOf(page, text) })),
    ),
    pages: pages.map((page) => ({ url: page.model.url, title: page.model.title, role: page.role })),
  };
}

const WEEK_ORDER = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** Reads every page (HTML) of a site into its facts. The first page is the home page. */
export function extractSiteFacts(pages: Array<{ url: string; html: string }>): SiteFacts {
  return factsFromModels(pages.map((page) => parsePage(page.html, page.url)));
}
