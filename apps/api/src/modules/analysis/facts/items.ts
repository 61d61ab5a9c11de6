import type { ReadPage, Unit } from './read-page';
import { sourceOf } from './read-page';
import type { ItemFact } from './site-facts';
import { findPrices, fold, type ParsedPrice } from './text-patterns';

/** Words that make a block an offer or a promotion, not a product. */
const PROMO_WORDS =
  /\b(promo|promotion|offre speciale|offre du moment|remise|reduction|soldes?|black friday|jusqu au|valable)\b/;
/** Whether a text announces an offer or a promotion ("-20 % sur les bûches", "offre spéciale"). */
export const isPromo = (text: string) => PROMO_WORDS.test(fold(text)) || /[-−–]\s?\d{1,2}\s?%/.test(text);
const GENERIC_HEADING =
  /^(accueil|contact|contactez nous|nous contacter|menu|navigation|suivez nous|newsletter|horaires|horaires d ouverture|plan d acces|acces|infos pratiques|mentions legales|temoignages|avis|avis clients|ils nous font confiance|nos avis|nos produits|nos services|nos prestations|nos tarifs|tarifs|la carte|notre carte|nos engagements|nos valeurs|notre histoire|qui sommes nous|a propos|l equipe|notre equipe|faq|questions frequentes|galerie|photos|actualites|blog|adresse|telephone|nous trouver|pourquoi nous choisir|a decouvrir|bienvenue.*|devis.*|prendre rendez vous|reserver|reservation|informations)$/;
const LEADERS = /^[\s.…_·:–—\-|/•*]+|[\s.…_·:–—\-|/•*,(]+$/g;
const PRICE_WORD = /^(prix|tarif|tarifs|a partir de|des|le|la|les|l)$/;
const UNIT_PHRASE = String.raw`(?:les|la|le|l['’])\s*\d+\s*(?:g|kg|cl|l|pi[eè]ces?)?|le kg|la pi[eè]ce|la part|l['’]unit[ée]|la douzaine|la bouteille|le pot|par personne`;
const UNIT_BEFORE = new RegExp(String.raw`[,\s–—-]+(${UNIT_PHRASE})$`, 'i');
/** A line that holds only what a price is for and the price ("la part : 5,20 €", "les 6 : 7,20 €"). */
const UNIT_ONLY = new RegExp(String.raw`^(${UNIT_PHRASE})$`, 'i');

const cleanName = (text: string) => text.replace(LEADERS, '').replace(/\s+/g, ' ').trim();

const NOT_AN_ITEM = /\b(jusqu a|capital|siret|rcs|sarl|sas|eurl|prime|aide|credit d impot|pret)\b/;

/** A line that names an item: short, not a sentence, not a heading of the site's furniture. */
export function looksLikeName(text: string): boolean {
  const words = text.split(/\s+/).length;
  if (!text || text.length > 90 || words > 12 || /[.!?]$/.test(text) || /^\d+$/.test(text)) return false;
  const folded = fold(text);
  return !GENERIC_HEADING.test(folded) && !PRICE_WORD.test(folded) && /\p{L}{2}/u.test(text);
}

interface Draft {
  name: string;
  price?: ParsedPrice;
  unit?: string;
  snippet: string;
  category?: string;
  description?: string;
}

function fromPriced(name: string, price: ParsedPrice, snippet: string): Draft | undefined {
  let clean = cleanName(name);
  if (UNIT_ONLY.test(clean)) return undefined;
  let unit = price.unit;
  const before = UNIT_BEFORE.exec(clean);
  if (before && !unit) {
    unit = before[1];
    clean = cleanName(clean.slice(0, before.index));
  }
  // "MaPrimeRénov' : jusqu'à 5 000 €", "SARL … au capital de 7 500 €": amounts, not items with a price.
  if (!looksLikeName(clean) || isPromo(clean) || NOT_AN_ITEM.test(fold(clean))) return undefined;
  return { name: clean, price, unit, snippet };
}

/** Items of one line: "Nom ...... 3,50 €", "Nom – 3,50 € le kg", or several names and prices in a row. */
function lineItems(text: string, prices: ParsedPrice[]): { drafts: Draft[]; priceOnly?: ParsedPrice } {
  const drafts: Draft[] = [];
  let cursor = 0;
  for (const price of prices) {
    const name = text.slice(cursor, price.index);
    cursor = price.end;
    const draft = fromPriced(name, price, text);
    if (draft) drafts.push(draft);
  }
  if (!drafts.length && prices.length === 1) {
    // "Fraisier" / "la part : 5,20 €": the item is named on the line before, the unit on the price's line.
    const before = UNIT_ONLY.exec(cleanName(text.slice(0, prices[0]!.index)));
    if (before && !prices[0]!.unit && !cleanName(text.slice(prices[0]!.end)))
      return { drafts, priceOnly: { ...prices[0]!, unit: before[1] } };
    const rest = fold(text.slice(0, prices[0]!.index) + ' ' + text.slice(prices[0]!.end));
    if (!rest || PRICE_WORD.test(rest) || rest.split(' ').length <= 1)
      return { drafts, priceOnly: prices[0] };
  }
  return { drafts };
}

function rowItem(unit: Unit): Draft | undefined {
  const cells = unit.cells ?? [];
  const priced = cells.map((cell) => ({ cell, prices: findPrices(cell) }));
  const firstPrice = priced.find((cell) => cell.prices.length)?.prices[0];
  const name = priced.find((cell) => !cell.prices.length && looksLikeName(cleanName(cell.cell)));
  if (!firstPrice || !name) return undefined;
  return fromPriced(name.cell, firstPrice, unit.text);
}

/** How many lines carry a price between a heading and the next heading. */
function pricesInSection(units: Unit[], headingIndex: number): number {
  let count = 0;
  for (let i = headingIndex + 1; i < units.length && units[i]!.kind !== 'heading'; i += 1) {
    if (findPrices(units[i]!.text).length) count += 1;
  }
  return count;
}

/** The unit naming the item a price-only line belongs to: the line just before it in the same block or a
 * definition term, else the first line of the smallest card (container) holding both. */
function cardName(units: Unit[], index: number): number | undefined {
  const unit = units[index]!;
  const previous = units[index - 1];
  if (!previous) return undefined;
  if ((previous.block === unit.block || previous.kind === 'term') && looksLikeName(previous.text))
    return index - 1;
  for (const container of [...unit.path].reverse()) {
    let first = index;
    for (let j = index - 1; j >= Math.max(0, index - 4) && units[j]!.path.includes(container); j -= 1) {
      first = j;
      // The nearest heading names the item; a section heading above it ("Soins du visage") does not.
      if (units[j]!.kind === 'heading') break;
    }
    if (first === index) continue;
    const between = units.slice(first, index);
    if (between.some((u) => findPrices(u.text).length)) return undefined;
    const candidate = units[first]!;
    return candidate.kind === 'heading' || looksLikeName(candidate.text) ? first : undefined;
  }
  return undefined;
}

/** Products and services of a page, each with the price of its own block only. */
export function pageItems(page: ReadPage): ItemFact[] {
  const units = page.units;
  const drafts: Draft[] = [];
  let heading: { unit: Unit; index: number; priced: boolean } | undefined;
  const headings: Array<{ text: string; level: number }> = [];
  const categoryOf = (level: number) =>
    [...headings].reverse().find((h) => h.level < level && h.level > 1 && looksLikeName(h.text))?.text;
  let pendingName: { text: string; index: number } | undefined;
  let promoGroup = -1;

  units.forEach((unit, index) => {
    if (unit.group > 0 && unit.group === promoGroup) return;
    if (isPromo(unit.text) && /\d/.test(unit.text)) {
      if (unit.group > 0) promoGroup = unit.group;
      pendingName = undefined;
      return;
    }
    if (unit.kind === 'row') {
      const draft = rowItem(unit);
      if (draft) drafts.push({ ...draft, category: heading?.unit.text });
      return;
    }
    const prices = findPrices(unit.text);
    if (unit.kind === 'heading') {
      while (headings.length && headings[headings.length - 1]!.level >= unit.level) headings.pop();
      const line = prices.length ? lineItems(unit.text, prices) : { drafts: [] };
      headings.push({ text: unit.text, level: unit.level });
      heading = { unit, index, priced: line.drafts.length > 0 };
      for (const draft of line.drafts) drafts.push({ ...draft, category: categoryOf(unit.level) });
      pendingName = looksLikeName(unit.text) && !prices.length ? { text: unit.text, index } : undefined;
      return;
    }
    if (!prices.length) {
      // Under a heading of the same card, the lines are its description; elsewhere a short line names the
      // item whose price follows.
      const headingOwns =
        heading &&
        pendingName?.index === heading.index &&
        heading.unit.group === unit.group &&
        pricesInSection(units, heading.index) === 1;
      const nameLine = unit.block === units[index + 1]?.block || unit.kind === 'term';
      if (headingOwns && !nameLine) return;
      pendingName = looksLikeName(unit.text) ? { text: unit.text, index } : undefined;
      return;
    }
    const line = lineItems(unit.text, prices);
    const category =
      heading && heading.unit.level > 1 && looksLikeName(heading.unit.text) ? heading.unit.text : undefined;
    for (const draft of line.drafts) drafts.push({ ...draft, category });
    const owner = line.priceOnly ? cardName(units, index) : undefined;
    if (owner !== undefined && (!heading || owner !== heading.index || pricesInSection(units, owner) === 1)) {
      pendingName = { text: units[owner]!.text, index: owner };
    }
    if (line.priceOnly && pendingName && index - pendingName.index <= 3) {
      const draft = fromPriced(pendingName.text, line.priceOnly, `${pendingName.text} ${unit.text}`);
      const owner = heading && pendingName.index === heading.index ? heading : undefined;
      const description = units
        .slice(pendingName.index + 1, index)
        .map((u) => u.text)
        .join(' ');
      if (draft) {
        drafts.push({
          ...draft,
          category: owner ? categoryOf(owner.unit.level) : category,
          description: description || undefined,
        });
        if (owner) owner.priced = true;
      }
    }
    pendingName = undefined;
  });

  const kind = page.role === 'services' ? 'service' : 'product';
  return drafts.map((draft) => ({
    kind,
    name: draft.name,
    ...(draft.price
      ? {
          price: draft.price.value,
          priceText: draft.price.text,
          fromPrice: draft.price.fromPrice || undefined,
        }
      : {}),
    ...(draft.unit ? { unit: draft.unit } : {}),
    ...(draft.category ? { category: draft.category } : {}),
    ...(draft.description ? { description: draft.description } : {}),
    source: sourceOf(page, draft.snippet),
  }));
}

/** On a services or products page, the headings that stand for one item with no price stated: a heading
 * whose section has text but neither prices nor sub-headings ("Vidange" followed by its description). */
export function unpricedHeadingItems(page: ReadPage, priced: ItemFact[]): ItemFact[] {
  if (page.role !== 'services' && page.role !== 'products') return [];
  const units = page.units;
  const items: ItemFact[] = [];
  const pricedNames = new Set(priced.map((item) => fold(item.name)));
  const categories = new Set(priced.map((item) => fold(item.category ?? '')));
  units.forEach((unit, index) => {
    if (unit.kind !== 'heading' || unit.level < 2 || !looksLikeName(unit.text)) return;
    if (findPrices(unit.text).length) return;
    if (pricedNames.has(fold(unit.text)) || categories.has(fold(unit.text)) || isPromo(unit.text)) return;
    const next = units.findIndex((u, i) => i > index && u.kind === 'heading');
    const section = units.slice(index + 1, next === -1 ? undefined : next);
    const subHeading = next !== -1 && units[next]!.level > unit.level;
    if (!section.length || subHeading || section.some((u) => findPrices(u.text).length)) return;
    if (!section.some((u) => u.text.length > 25)) return;
    items.push({
      kind: page.role === 'services' ? 'service' : 'product',
      name: unit.text,
      description: section
        .map((u) => u.text)
        .join(' ')
        .slice(0, 400),
      source: sourceOf(page, unit.text),
    });
  });
  return items;
}
