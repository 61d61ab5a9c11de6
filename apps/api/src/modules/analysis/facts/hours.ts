import type { ReadPage, Unit } from './read-page';
import { sourceOf } from './read-page';
import { WEEK_DAYS, type HoursFact, type WeekDay } from './site-facts';

type Range = { opens: string; closes: string };
export interface DayHours {
  day: WeekDay;
  closed: boolean;
  ranges: Range[];
}

const DAY_TOKEN =
  /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar|mer|jeu|ven|sam|dim)s?\b\.?|\b(tous les jours|7 ?j ?\/ ?7)\b/g;
const DAY_TEST = new RegExp(DAY_TOKEN.source);
const TIME = String.raw`(\d{1,2})\s*(?:h|:|H)\s*(\d{2})?|(midi|minuit)`;
const TIME_RANGE = new RegExp(String.raw`(?:${TIME})\s*(?:-|–|—|\/|à|a|au|jusqu'à)\s*(?:${TIME})`, 'g');
const CLOSED = /\bferm[ée]e?s?\b|\bfermeture\b|\brepos\b/;
/** Hours of something other than the shop or office: lessons, classes, markets elsewhere, a menu, deliveries. */
const NOT_OPENING =
  /\b(lecons?|cours|conduite|marches?|menu|formules?|livraisons?|ont lieu|a lieu|retraits?|permanences?)\b/;
/** "Les autres jours, la boutique est fermée": every day the line does not name is closed. */
const OTHERS_CLOSED = /\b(?:les autres jours|le reste de la semaine)\b[^.]*\bferm/;
/** "le dimanche jusqu'à 13h": the day closes earlier than the hours stated before it. */
const UNTIL = new RegExp(String.raw`^\W*(?:jusqu'(?:a|à)|jusqu a)\s*(?:${TIME})`);
const SAUF = /\bsauf\s+(?:le\s+)?(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)/g;

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");

const dayIndex = (token: string) => WEEK_DAYS.findIndex((day) => day.startsWith(token.slice(0, 3)));

function time(hours?: string, minutes?: string, word?: string): string | undefined {
  if (word) return word === 'midi' ? '12:00' : '00:00';
  const h = Number(hours);
  if (!Number.isInteger(h) || h > 24) return undefined;
  return `${String(h).padStart(2, '0')}:${(minutes ?? '00').padStart(2, '0')}`;
}

function rangesIn(text: string): Range[] {
  const ranges: Range[] = [];
  for (const m of text.matchAll(TIME_RANGE)) {
    const opens = time(m[1], m[2], m[3]);
    const closes = time(m[4], m[5], m[6]);
    if (opens && closes) ranges.push({ opens, closes });
  }
  return ranges;
}

/** The days and hours one line states: "Mardi au samedi : 7h-13h / 15h30-19h", "Lundi : fermé",
 * "Fermé le dimanche et le lundi", "Tous les jours sauf le lundi de 8h à 20h". */
export function parseHoursLine(line: string): DayHours[] {
  const text = plain(line);
  const tokens = [...text.matchAll(DAY_TOKEN)];
  if (!tokens.length || NOT_OPENING.test(text)) return [];
  const hasTimes = rangesIn(text).length > 0;
  if (!hasTimes && !CLOSED.test(text)) return [];
  // Abbreviations ("mar", "mer") only count next to hours, and whole days only in short lines.
  if (!hasTimes && text.length > 120) return [];
  const excluded = new Set([...text.matchAll(SAUF)].map((m) => dayIndex(m[1]!)));
  const groups: Array<{ days: number[]; start: number; end: number }> = [];
  for (const token of tokens) {
    const start = token.index ?? 0;
    // "Lun : fermé" on a short line of its own counts; elsewhere an abbreviation needs hours beside it.
    const leadsShortLine = start === 0 && text.length <= 25;
    if (token[1] && token[1].length <= 3 && !hasTimes && !leadsShortLine) continue;
    if (/\bsauf\s+(?:le\s+)?$/.test(text.slice(0, start))) continue;
    const days = token[2] ? WEEK_DAYS.map((_, i) => i) : [dayIndex(token[1]!)];
    const last = groups[groups.length - 1];
    const between = last ? text.slice(last.end, start) : '';
    if (last && /^\s*(au|a|-|–|—|à)\s*$/.test(between) && days.length === 1) {
      const from = last.days[last.days.length - 1]!;
      for (let d = (from + 1) % 7, n = 0; n < 7 && d !== from; d = (d + 1) % 7, n += 1) {
        last.days.push(d);
        if (d === days[0]) break;
      }
      last.end = start + token[0].length;
    } else if (last && /^\s*(,|et|&|\/|le|,\s*le|et le)?\s*$/.test(between)) {
      last.days.push(...days);
      last.end = start + token[0].length;
    } else groups.push({ days, start, end: start + token[0].length });
  }
  // A later statement of a day corrects an earlier one ("de 8h à 19h30 (le dimanche jusqu'à 13h)").
  const byDay = new Map<number, DayHours>();
  let lastRanges: Range[] = [];
  groups.forEach((group, i) => {
    const segment = text.slice(group.end, groups[i + 1]?.start ?? text.length);
    const before = text.slice(i === 0 ? 0 : groups[i - 1]!.end, group.start);
    let ranges = rangesIn(segment);
    const until = UNTIL.exec(segment);
    if (!ranges.length && until && lastRanges.length) {
      const closes = time(until[1], until[2], until[3]);
      if (closes) ranges = [{ opens: lastRanges[0]!.opens, closes }];
    }
    const closed = !ranges.length && (CLOSED.test(segment) || CLOSED.test(before));
    if (!ranges.length && !closed) return;
    if (ranges.length) lastRanges = ranges;
    for (const d of group.days) {
      if (excluded.has(d)) continue;
      byDay.set(d, { day: WEEK_DAYS[d]!, closed, ranges });
    }
  });
  const result = [...byDay.values()];
  for (const d of excluded) if (d >= 0) result.push({ day: WEEK_DAYS[d]!, closed: true, ranges: [] });
  if (result.length && OTHERS_CLOSED.test(text)) {
    for (const day of WEEK_DAYS.filter((d) => !result.some((r) => r.day === d)))
      result.push({ day, closed: true, ranges: [] });
  }
  return result;
}

const ROLE_ORDER = ['contact', 'home', 'about', 'other', 'products', 'services', 'team'];

/** Opening hours, from the contact page first, then the site's footer and other pages; the first statement
 * of a day wins. A table row, a "term: definition" pair and a day line followed by its hours are read too. */
export function extractHours(pages: ReadPage[]): HoursFact[] {
  const found = new Map<WeekDay, HoursFact>();
  const ordered = [...pages]
    .filter((page) => ROLE_ORDER.includes(page.role))
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  let restClosed: HoursFact['source'] | undefined;
  for (const page of ordered) {
    for (const units of [page.units, page.chrome]) {
      let lastHours = -10;
      units.forEach((unit: Unit, index) => {
        // "Vendredi 17h – 23h" / "Samedi 15h – 23h" / "Le reste de la semaine, le bar est fermé : …".
        const clause = plain(unit.text).split(/[:.;]/)[0]!;
        if (found.size && index - lastHours <= 3 && OTHERS_CLOSED.test(clause) && !DAY_TEST.test(clause))
          restClosed ??= sourceOf(page, unit.text);
        let line = unit.cells ? unit.cells.join(' : ') : unit.text;
        let parsed = parseHoursLine(line);
        const next = units[index + 1];
        if (!parsed.length && next && !DAY_TEST.test(plain(next.text))) {
          line = `${unit.text} : ${next.text}`;
          parsed = parseHoursLine(line);
        }
        // "Le vendredi de 16h à 19h." / "Les autres jours, la boutique est fermée.": read as one statement.
        if (
          parsed.length &&
          next &&
          OTHERS_CLOSED.test(plain(next.text)) &&
          !DAY_TEST.test(plain(next.text))
        ) {
          line = `${line} ${next.text}`;
          parsed = parseHoursLine(line);
        }
        for (const day of parsed) {
          if (!found.has(day.day)) found.set(day.day, { ...day, source: sourceOf(page, line) });
        }
        if (parsed.length) lastHours = index + (line === unit.text ? 0 : 1);
      });
    }
  }
  if (restClosed)
    for (const day of WEEK_DAYS)
      if (!found.has(day)) found.set(day, { day, closed: true, ranges: [], source: restClosed });
  return WEEK_DAYS.filter((day) => found.has(day)).map((day) => found.get(day)!);
}
