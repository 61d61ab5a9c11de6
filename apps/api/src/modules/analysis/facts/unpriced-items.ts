/**
 * Products and services the site names without a price: a heading with its description on a catalogue page or
 * under a "Nos prestations" heading, a sold-out card in a grid of priced ones, a list of names under "Nos
 * prestations". Section headings ("Nos produits"), menus and sentences never count.
 */
import { isPromo, looksLikeName, NO_PRICE, NOT_AN_ITEM } from './item-lines';
import type { ReadPage, Unit } from './read-page';
import { sourceOf } from './read-page';
import type { ItemFact } from './site-facts';
import { findPrices, fold } from './text-patterns';

/** A heading that introduces what the business sells ("Nos prestations", "Nos soins", "Ce que nous faisons"). */
const OFFER_LIST_HEADING =
  /^(?:nos|notre|mes) (?:prestations|services|soins|produits|specialites|creations|activites|formules|interventions|savoir faire)\b|^ce que (?:nous|je) (?:faisons|proposons)\b/;
/** A card's stock badge: the product is listed, its price is not shown. */
const SOLD_OUT =
  /^(?:epuise|epuisee|vendu|vendue|rupture de stock|en rupture|indisponible|bientot disponible|bientot de retour)$/;

interface Section {
  index: number;
  unit: Unit;
  parent?: number;
  units: Unit[];
  priced: boolean;
  /** The heading itself carries a price ("Paris-Brest 4,90 €"): its siblings are items too. */
  headingPriced: boolean;
  hasSubHeading: boolean;
}

/** Each heading with its parent heading and the lines up to the next heading. */
function sectionsOf(units: Unit[]): Section[] {
  const sections: Section[] = [];
  const stack: Section[] = [];
  units.forEach((unit, index) => {
    if (unit.kind === 'heading') {
      while (stack.length && stack[stack.length - 1]!.unit.level >= unit.level) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) parent.hasSubHeading = true;
      const section: Section = {
        index,
        unit,
        parent: parent?.index,
        units: [],
        priced: false,
        headingPriced: findPrices(unit.text).length > 0,
        hasSubHeading: false,
      };
      sections.push(section);
      stack.push(section);
      return;
    }
    const current = stack[stack.length - 1];
    if (!current) return;
    current.units.push(unit);
    if (findPrices(unit.text).length) current.priced = true;
  });
  return sections;
}

const isItemName = (text: string) => looksLikeName(text) && !isPromo(text) && !NOT_AN_ITEM.test(fold(text));
/** Words a sentence starts with, a name does not ("Tous nos fromages sont au lait cru"). */
const SENTENCE_START =
  /^(?:tous|toutes|tout|nos|notre|vos|votre|nous|vous|il|elle|ils|elles|on|ce|cet|cette|ces|et|ou|mais|si|ici|plus|sans|pour|avec|chaque)\b/;
/** A line of a list that only names something: a list item or a short line of its own, no sentence, no price. */
const isListedName = (unit: Unit) =>
  (unit.kind === 'item' || unit.kind === 'paragraph' || unit.kind === 'text') &&
  isItemName(unit.text) &&
  !SENTENCE_START.test(fold(unit.text)) &&
  // "Wifi gratuit", "Devis offert": an extra that comes with the rest, not something sold.
  !/\b(?:gratuite?s?|offerte?s?|inclus|incluses?|compris)\b/.test(fold(unit.text)) &&
  unit.text.split(/\s+/).length <= 8 &&
  !/[,:;]/.test(unit.text) &&
  !findPrices(unit.text).length;

export function unpricedItems(page: ReadPage, priced: ItemFact[]): ItemFact[] {
  if (page.role === 'legal' || page.role === 'blog') return [];
  const kind = page.role === 'services' ? 'service' : 'product';
  const catalogue = page.role === 'services' || page.role === 'products';
  const pricedNames = new Set(priced.map((item) => fold(item.name)));
  const categories = new Set(priced.map((item) => fold(item.category ?? '')));
  const sections = sectionsOf(page.units);
  const byIndex = new Map(sections.map((s) => [s.index, s]));
  const offerList = (section?: Section) =>
    section !== undefined && OFFER_LIST_HEADING.test(fold(section.unit.text));
  // On any page, a card of a grid whose sibling cards carry prices (same level, same parent heading).
  const siblings = (section: Section) =>
    sections.filter(
      (other) =>
        other !== section &&
        !other.hasSubHeading &&
        other.parent === section.parent &&
        other.unit.level === section.unit.level,
    );
  const pricedSibling = (section: Section) => siblings(section).some((other) => other.priced);
  // "Paris-Brest 4,90 €" / "Tarte citron 4,60 €" / "Saint-Honoré" + "Le dimanche uniquement.": one more item.
  const amongPricedHeadings = (section: Section) =>
    section.units.length <= 2 && siblings(section).filter((other) => other.headingPriced).length >= 2;
  const items: ItemFact[] = [];
  const accepted = new Set<Section>();
  const bare: Section[] = [];
  const add = (name: string, description: string) =>
    items.push({
      kind,
      name,
      ...(description ? { description: description.slice(0, 400) } : {}),
      source: sourceOf(page, name),
    });

  for (const section of sections) {
    const { unit } = section;
    const parent = section.parent === undefined ? undefined : byIndex.get(section.parent);
    if (offerList(section) && !section.hasSubHeading) {
      // "Nos prestations" followed by a list of names (list items, or one short line each): each is one.
      const names = section.units.filter((line) => isListedName(line));
      if (names.length >= 2) for (const line of names) add(line.text, '');
    }
    if (catalogue || offerList(section)) {
      // A definition list of services: "Basse vision" / "Loupes et aides visuelles, sur rendez-vous."
      section.units.forEach((line, i) => {
        const next = section.units[i + 1];
        if (line.kind === 'term' && next?.kind === 'definition' && isItemName(line.text))
          if (!findPrices(next.text).length) add(line.text, next.text);
      });
    }
    if (unit.level < 2 || !isItemName(unit.text) || section.headingPriced || section.priced) continue;
    if (section.hasSubHeading) continue;
    if (pricedNames.has(fold(unit.text)) || categories.has(fold(unit.text))) continue;
    const soldOut = section.units.some((u) => SOLD_OUT.test(fold(u.text)));
    const onRequest = section.units.some((u) => NO_PRICE.test(fold(u.text)));
    const described = section.units.some((u) => u.text.length > 25);
    const stands = catalogue || offerList(parent) || ((soldOut || onRequest) && pricedSibling(section));
    if ((stands && (described || soldOut)) || amongPricedHeadings(section)) {
      add(
        unit.text,
        section.units
          .filter((u) => !SOLD_OUT.test(fold(u.text)))
          .map((u) => u.text)
          .join(' '),
      );
      accepted.add(section);
    } else if (stands && !section.units.length) bare.push(section);
  }
  // "Comté 18 mois : 32,90 €/kg" / … / "Ossau-Iraty AOP": a name alone in a block of priced lines.
  const blocks = new Map<number, Unit[]>();
  for (const line of page.units) blocks.set(line.block, [...(blocks.get(line.block) ?? []), line]);
  for (const lines of blocks.values()) {
    if (lines.length < 3 || lines.filter((l) => findPrices(l.text).length).length < 2) continue;
    for (const line of lines.slice(1)) if (line.kind !== 'row' && isListedName(line)) add(line.text, '');
  }
  // A bare heading among sibling headings that are items ("Recherche de fuite" between two described services).
  for (const section of bare) {
    const siblings = sections.filter(
      (other) =>
        accepted.has(other) && other.parent === section.parent && other.unit.level === section.unit.level,
    );
    if (siblings.length >= 2) add(section.unit.text, '');
  }
  return items;
}
