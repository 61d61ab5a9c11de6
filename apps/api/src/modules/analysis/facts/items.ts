import type { ReadPage, Unit } from './read-page';
import { sourceOf } from './read-page';
import type { ItemFact } from './site-facts';
import {
  cleanName,
  DANGLING,
  isPromo,
  looksLikeName,
  NO_PRICE,
  NOT_AN_ITEM,
  ownPrices,
  PRICE_WORD,
  UNIT_BEFORE,
  UNIT_ONLY,
} from './item-lines';
import { cardName, headingOwnsPrice, onlyDescriptionBetween, pricesInSection } from './price-owner';
import { fold, type ParsedPrice } from './text-patterns';

export { isPromo, looksLikeName };

interface Draft {
  name: string;
  price?: ParsedPrice;
  unit?: string;
  snippet: string;
  category?: string;
  description?: string;
}

function fromPriced(name: string, price: ParsedPrice, snippet: string): Draft | undefined {
  // "Les commandes sont prêtes le jour même. Livraison Colissimo : 6,90 €": the last sentence names the item.
  let clean = cleanName(ownSentence(name));
  if (UNIT_ONLY.test(clean)) return undefined;
  let unit = price.unit;
  const before = UNIT_BEFORE.exec(clean);
  if (before && !unit) {
    unit = before[1];
    clean = cleanName(clean.slice(0, before.index));
  }
  // "MaPrimeRénov' : jusqu'à 5 000 €", "SARL … au capital de 7 500 €": amounts, not items with a price.
  const folded = fold(clean);
  if (!looksLikeName(clean) || isPromo(clean) || NOT_AN_ITEM.test(folded) || DANGLING.test(folded))
    return undefined;
  return { name: clean, price, unit, snippet };
}

const ownSentence = (text: string) => text.split(/(?<=\p{Ll}{2}[.!?])\s+(?=\p{Lu})/u).pop() ?? text;

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
    const prefix = fold(text.slice(0, prices[0]!.index));
    const rest = fold(text.slice(0, prices[0]!.index) + ' ' + text.slice(prices[0]!.end));
    // "75 € – rôti, côtes, saucisses", "15 €, environ 4 kg": the price comes first, the rest describes.
    if (!rest || PRICE_WORD.test(rest) || rest.split(' ').length <= 1 || !prefix || PRICE_WORD.test(prefix))
      return { drafts, priceOnly: prices[0] };
  }
  return { drafts };
}

function rowItem(unit: Unit): Draft | undefined {
  // A cell's first line names the item; the lines under it describe ("Forfait révision" / "contrôle complet…").
  const cells = (unit.cells ?? []).map((cell) => cell.split('\n')[0]!.trim());
  const priced = cells.map((cell) => ({ cell, prices: ownPrices(cell) }));
  const firstPrice = priced.find((cell) => cell.prices.length)?.prices[0];
  const name = priced.find((cell) => !cell.prices.length && looksLikeName(cleanName(cell.cell)));
  if (!name) return undefined;
  if (!firstPrice) {
    // "Montage de roues | sur devis": an item of the list whose price is not written.
    const unpriced =
      cells.length > 1 && cells.some((cell) => cell !== name.cell && NO_PRICE.test(fold(cell)));
    return unpriced ? unpricedDraft(name.cell, unit.text) : undefined;
  }
  return fromPriced(name.cell, firstPrice, unit.text);
}

/** What is "sur demande" without being sold: a quote, an invoice, a brochure, a visit, an appointment. */
const NOT_SOLD_ON_REQUEST =
  /^(?:devis|factures?|plans?|catalogues?|brochures?|listes?|tarifs?|prix|horaires|renseignements?|informations?|rendez vous|rdv|visites?|paiement)\b/;

function unpricedDraft(name: string, snippet: string): Draft | undefined {
  const clean = cleanName(name);
  const folded = fold(clean);
  if (!looksLikeName(clean) || isPromo(clean) || NOT_AN_ITEM.test(folded) || DANGLING.test(folded))
    return undefined;
  if (NOT_SOLD_ON_REQUEST.test(folded)) return undefined;
  return { name: clean, snippet };
}

/** "Ostéopathie en entreprise : sur devis – …", "Pizza du moment selon le marché": a named item whose price is
 * given on request. */
function onRequestItem(text: string): Draft | undefined {
  const m = /^([^:–—,]{3,60}?)\s*[:–—]\s*(.*)$/u.exec(text);
  if (m && NO_PRICE.test(fold(m[2]!).split(' ').slice(0, 4).join(' '))) return unpricedDraft(m[1]!, text);
  const tail = /^([^:–—,.]{3,60}?)\s+(?:sur devis|selon (?:l['’])?arrivages?|selon le marché)\.?$/iu.exec(
    text,
  );
  return tail ? unpricedDraft(tail[1]!, text) : undefined;
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
    const prices = ownPrices(unit.text);
    const term = units[index - 1];
    const onRequest =
      prices.length || unit.kind === 'heading' || unit.kind === 'definition'
        ? undefined
        : onRequestItem(unit.text);
    if (onRequest) {
      drafts.push({ ...onRequest, category: heading?.unit.text });
      pendingName = undefined;
      return;
    }
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
    if (
      heading &&
      !heading.priced &&
      prices.length === 1 &&
      headingOwnsPrice(units, heading.index, index, prices[0]!)
    ) {
      const draft = fromPriced(heading.unit.text, prices[0]!, `${heading.unit.text} ${unit.text}`);
      if (draft) {
        const description = units.slice(heading.index + 1, index + 1).map((u) => u.text);
        drafts.push({
          ...draft,
          category: categoryOf(heading.unit.level),
          description: description.join(' '),
        });
        heading.priced = true;
        pendingName = undefined;
        return;
      }
    }
    if (
      unit.kind === 'definition' &&
      term?.kind === 'term' &&
      prices.length === 1 &&
      looksLikeName(term.text) &&
      !lineItems(unit.text, prices).priceOnly
    ) {
      // "Adaptation de lentilles" / "Essai et suivi sur trois rendez-vous : 45 €.": the term names the item.
      const draft = fromPriced(term.text, prices[0]!, `${term.text} ${unit.text}`);
      if (draft) {
        drafts.push({ ...draft, category: heading?.unit.text, description: unit.text });
        pendingName = undefined;
        return;
      }
    }
    const line = lineItems(unit.text, prices);
    const category =
      heading && heading.unit.level > 1 && looksLikeName(heading.unit.text) ? heading.unit.text : undefined;
    for (const draft of line.drafts) drafts.push({ ...draft, category });
    const owner = line.priceOnly ? cardName(units, index) : undefined;
    const headingFits = (at: number) =>
      pricesInSection(units, at) === 1 || onlyDescriptionBetween(units, at, index);
    if (owner !== undefined && (!heading || owner !== heading.index || headingFits(owner))) {
      pendingName = { text: units[owner]!.text, index: owner };
    } else if (
      line.priceOnly &&
      owner === undefined &&
      heading &&
      !heading.priced &&
      heading.unit.level > 1 &&
      onlyDescriptionBetween(units, heading.index, index)
    ) {
      // Outside any card, only a description stands between the heading and this price line.
      pendingName = { text: heading.unit.text, index: heading.index };
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
