import { DESCRIPTIVE_START, describesPrice, isPromo, looksLikeName, ownPrices } from './item-lines';
import type { Unit } from './read-page';
import { fold, type ParsedPrice } from './text-patterns';

/* Which unit of a page a price belongs to, when the price stands on a line of its own or under a heading. */

/** How many lines carry a price between a heading and the next heading. */
export function pricesInSection(units: Unit[], headingIndex: number): number {
  let count = 0;
  for (let i = headingIndex + 1; i < units.length && units[i]!.kind !== 'heading'; i += 1) {
    if (ownPrices(units[i]!.text).length) count += 1;
  }
  return count;
}

/** A line that could name an item on its own (not a description, a "label : value" line or a sentence). */
const nameLine = (unit: Unit) =>
  looksLikeName(unit.text) && !/[,:;]/.test(unit.text) && !DESCRIPTIVE_START.test(fold(unit.text));

/** No line between a heading and a price line could name an item of its own. */
export const onlyDescriptionBetween = (units: Unit[], from: number, to: number) =>
  units.slice(from + 1, to).every((unit) => !nameLine(unit) && !ownPrices(unit.text).length);

/**
 * Whether the one price of a heading's section belongs to the heading ("Plateau apéritif" / "Cubes de fromages,
 * charcuterie… : 45 €"; "Club de lecture ados" / "Un mercredi sur deux… – 5 € la séance"): the heading names an
 * item, its section holds that price only, nothing between names another item, and the price's line describes.
 */
export function headingOwnsPrice(units: Unit[], headingIndex: number, index: number, price: ParsedPrice) {
  const heading = units[headingIndex]!;
  // "… le jour même. Livraison Colissimo en 48 h : 6,90 €": a sentence that names its own item keeps its price.
  const sentence = units[index]!.text.slice(0, price.index).split(/(?<=\p{Ll}{2}[.!?])\s+(?=\p{Lu})/u);
  if (
    sentence.length > 1 &&
    /:\s*$/.test(sentence.at(-1)!) &&
    looksLikeName(sentence.at(-1)!.replace(/\s*:\s*$/, ''))
  )
    return false;
  return (
    heading.level > 1 &&
    looksLikeName(heading.text) &&
    !isPromo(heading.text) &&
    pricesInSection(units, headingIndex) === 1 &&
    onlyDescriptionBetween(units, headingIndex, index) &&
    describesPrice(units[index]!.text, price)
  );
}

/** The unit naming the item a price-only line belongs to: the line just before it in the same block or a
 * definition term, else the first line of the smallest card (container) holding both. */
export function cardName(units: Unit[], index: number): number | undefined {
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
    if (between.some((u) => ownPrices(u.text).length)) return undefined;
    const candidate = units[first]!;
    return candidate.kind === 'heading' || looksLikeName(candidate.text) ? first : undefined;
  }
  return undefined;
}
