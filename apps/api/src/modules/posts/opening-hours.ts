import { plainFrench } from './writing/trade-families';

/** Opening ranges in minutes after midnight, per weekday (0 = Sunday, as Date.getUTCDay); an empty list is a
 * closed day, null a day the business never stated. */
export type WeeklyHours = ReadonlyArray<ReadonlyArray<readonly [opens: number, closes: number]> | null>;

/** Day names and their usual abbreviations, Monday first; index 0 is Sunday in the result. */
const DAY_WORDS: Array<[RegExp, number]> = [
  [/^lun/, 1],
  [/^mar/, 2],
  [/^mer/, 3],
  [/^jeu/, 4],
  [/^ven/, 5],
  [/^sam/, 6],
  [/^dim/, 0],
];
const DAY = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar|mer|jeu|ven|sam|dim)\\b\\.?';
const DAY_RANGE = new RegExp(`(?:du\\s+)?(${DAY})\\s*(?:au|a|-|–)\\s*(${DAY})`, 'g');
const DAY_LIST = new RegExp(`(${DAY})((?:\\s*(?:,|et|&)\\s*${DAY})*)`, 'g');
const TIME = '(\\d{1,2})\\s*(?:h|:)\\s*(\\d{2})?';
const TIME_RANGE = new RegExp(`${TIME}\\s*(?:-|–|a|jusqu'a)\\s*${TIME}`, 'g');
const EVERY_DAY = /tous les jours|7\s*j(?:ours)?\s*(?:\/|sur)\s*7/;

const dayIndex = (word: string) => DAY_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? -1;
const minutes = (hour?: string, minute?: string) => Number(hour) * 60 + Number(minute ?? 0);

/** The weekdays a clause names: "du mardi au samedi", "lun-ven", "samedi et dimanche", "tous les jours". */
function daysOf(clause: string): number[] {
  if (EVERY_DAY.test(clause)) return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  let rest = clause;
  for (const match of clause.matchAll(DAY_RANGE)) {
    const from = dayIndex(match[1]!);
    const to = dayIndex(match[2]!);
    if (from < 0 || to < 0) continue;
    // Monday-first order: "du mardi au dimanche" ends on Sunday (index 0, position 7).
    const position = (index: number) => (index === 0 ? 7 : index);
    for (let p = position(from); p <= position(to); p += 1) days.add(p % 7);
    rest = rest.replace(match[0], ' ');
  }
  for (const match of rest.matchAll(DAY_LIST)) {
    for (const word of match[0].split(/\s*(?:,|\bet\b|&)\s*/)) {
      const index = dayIndex(word.trim());
      if (index >= 0) days.add(index);
    }
  }
  return [...days];
}

function rangesOf(clause: string): Array<[number, number]> {
  return [...clause.matchAll(TIME_RANGE)]
    .map((m): [number, number] => [minutes(m[1], m[2]), minutes(m[3], m[4])])
    .filter(([opens, closes]) => opens < closes && closes <= 24 * 60);
}

/**
 * The weekly opening hours a text states ("Ouvert du mardi au samedi de 7 h à 19 h 30, fermé le lundi",
 * "Lun-ven 9h-12h / 14h-18h"), or null when it states none. Days the text does not name stay unknown
 * (treated as closed only when some other day is named and this one is said to be closed).
 */
export function weeklyHoursFromText(text: string): WeeklyHours | null {
  const week: Array<Array<[number, number]> | null> = [null, null, null, null, null, null, null];
  let found = false;
  const clauses = plainFrench(text)
    .split(
      /(?<!\b(?:lun|mar|mer|jeu|ven|sam|dim))\.|[;\n|]+|,(?=(?:\s*(?:fermes?|le|les|et))*\s*(?:lun|mar|mer|jeu|ven|sam|dim))/,
    )
    .map((clause) => clause.trim());
  for (const clause of clauses) {
    const days = daysOf(clause);
    if (days.length === 0) continue;
    if (/\bferme/.test(clause) && rangesOf(clause).length === 0) {
      for (const d of days) week[d] = [];
      found = true;
      continue;
    }
    const ranges = rangesOf(clause);
    if (ranges.length === 0) continue;
    for (const d of days) week[d] = ranges;
    found = true;
  }
  if (!found) return null;
  // A week whose opening hours are stated: a day never named is a closed day. With only closures stated
  // ("fermé le lundi"), the other days stay unknown.
  const someHours = week.some((ranges) => ranges !== null && ranges.length > 0);
  return someHours ? week.map((ranges) => ranges ?? []) : week;
}

/** Whether the business is open at some point of this weekday (null when the hours are unknown). */
export function openOnWeekday(hours: WeeklyHours | null, weekday: number): boolean | null {
  const ranges = hours?.[weekday];
  return ranges ? ranges.length > 0 : null;
}

/** Whether a local time HH:MM falls inside the day's opening ranges. */
export function openAt(hours: WeeklyHours, weekday: number, time: string): boolean {
  const at = minutes(time.slice(0, 2), time.slice(3, 5));
  return (hours[weekday] ?? []).some(([opens, closes]) => opens <= at && at < closes);
}
