import { day, isoDay, weekdayOf, FRENCH_WEEKDAYS, type FrenchWeekday } from './french-calendar';
import { plainFrench } from './trade-families';
import { FRENCH_MONTHS } from '@plume/contracts/months';
import { foldAccents } from '../../../lib/french-text';

/** The dated event a note speaks of: its first and last day (local dates), read from the owner's words. */
export interface NoteEvent {
  from: string;
  to: string;
  /** The weekday the first day really falls on, to be written beside its date ("samedi 12"). */
  weekday: FrenchWeekday;
  /** The weekday the owner wrote beside the date when it is not the right one ("vendredi 12" for a Saturday). */
  wrongWeekday?: FrenchWeekday;
  /** A closure, holidays or days off: no post of those days invites anyone to come, book or order. */
  closure: boolean;
  /** "jusqu'au 15": the event is already running, only its end is stated. */
  untilOnly: boolean;
}

const MONTHS = FRENCH_MONTHS.map(foldAccents);
const WD = `(?:(${FRENCH_WEEKDAYS.join('|')})\\s+)?`;
const DAY = '(\\d{1,2})(?:er)?';
const MONTH = `(?:\\s+(${MONTHS.join('|')}))?`;
const YEAR = '(?:\\s+(\\d{4}))?';
const RANGE = new RegExp(`\\bdu\\s+${WD}${DAY}${MONTH}\\s+au\\s+${WD}${DAY}${MONTH}${YEAR}`);
const UNTIL = new RegExp(`\\bjusqu'(?:au|a)\\s+${WD}${DAY}${MONTH}${YEAR}`);
/** A date with its month name, or a day after "le/ce/dès le/à partir du", or after a weekday. */
const NAMED = new RegExp(`\\b${WD}${DAY}\\s+(${MONTHS.join('|')})${YEAR}`);
const BARE = new RegExp(
  `\\b(?:le|ce|du|des le|a partir du)\\s+${WD}${DAY}\\b(?!\\s*(?:h\\b|h\\d|€|%|ans|euros|min))`,
);
const AFTER_WEEKDAY = new RegExp(`\\b(${FRENCH_WEEKDAYS.join('|')})\\s+${DAY}\\b(?!\\s*(?:h\\b|h\\d|€|%))`);
/** 24/12 after le/du/au, or 24/12/2026 anywhere (never "7/7" as in "ouvert 7/7"). */
const NUMERIC =
  /\b(?:(?:le|du|au|ce)\s+(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?|(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}))\b/;
const CLOSURE = /\bferm|\bconges?\b|\bvacances\b|\bclos\b|\bpas de service\b|\bindisponible/;

interface Point {
  day: number;
  month: number;
  year: number;
  stated?: FrenchWeekday;
}

/** The year of a month named in a note of `target`: a January named in a December note is next year's. */
const yearOfMonth = (month: number, target: { year: number; month: number }, stated?: string) => {
  if (stated) return Number(stated);
  if (month < target.month - 6) return target.year + 1;
  if (month > target.month + 6) return target.year - 1;
  return target.year;
};

const monthIndex = (name: string | undefined) => (name ? MONTHS.indexOf(name) + 1 : 0);

function point(
  dayText: string,
  monthName: string | undefined,
  yearText: string | undefined,
  weekday: string | undefined,
  target: { year: number; month: number },
  fallbackMonth = target.month,
): Point {
  const month = monthIndex(monthName) || fallbackMonth;
  return {
    day: Number(dayText),
    month,
    year: yearOfMonth(month, target, yearText),
    stated: weekday as FrenchWeekday | undefined,
  };
}

const valid = (p: Point) => p.day >= 1 && p.day <= day(p.year, p.month + 1, 0).getUTCDate();
const iso = (p: Point) => isoDay(day(p.year, p.month, p.day));

function pointsOf(text: string, target: { year: number; month: number }): [Point, Point, boolean] | null {
  const range = RANGE.exec(text);
  if (range) {
    const [, wd1, d1, m1, wd2, d2, m2, y] = range;
    const end = point(d2!, m2, y, wd2, target);
    // "du 30 novembre au 2 décembre" names both months; "du 24 au 26 décembre" only the last one.
    const start = point(d1!, m1, y, wd1, target, end.month);
    if (!m1 && Number(d1) > Number(d2)) start.month = end.month - 1 || 12;
    if (start.month > end.month) start.year = end.year - 1;
    return [start, end, false];
  }
  const until = UNTIL.exec(text);
  if (until) {
    const end = point(until[2]!, until[3], until[4], until[1], target);
    return [{ ...end, day: 1, month: end.month, stated: undefined }, end, true];
  }
  const named = NAMED.exec(text);
  if (named) {
    const at = point(named[2]!, named[3], named[4], named[1], target);
    return [at, at, false];
  }
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [dayText, monthText, yearText] = numeric[1] ? numeric.slice(1, 4) : numeric.slice(4, 7);
    const month = Number(monthText);
    if (month < 1 || month > 12) return null;
    const year = yearText ? Number(yearText.padStart(4, '20')) : yearOfMonth(month, target);
    const at = { day: Number(dayText), month, year };
    return [at, at, false];
  }
  const bare = BARE.exec(text) ?? AFTER_WEEKDAY.exec(text);
  if (bare) {
    const at = point(bare[2]!, undefined, undefined, bare[1], target);
    return [at, at, false];
  }
  return null;
}

/**
 * The event a note dates, read in French ("du 24 au 26 décembre", "le samedi 12", "jusqu'au 15", "24/12"),
 * relative to the month the note belongs to; null for a note without a date (it spreads over the month).
 */
export function noteEvent(
  note: { title: string; content: string },
  target: { year: number; month: number },
): NoteEvent | null {
  const text = plainFrench(`${note.title}. ${note.content}`).replace(/\s+/g, ' ');
  const points = pointsOf(text, target);
  if (!points) return null;
  const [start, end, untilOnly] = points;
  if (!valid(start) || !valid(end) || iso(end) < iso(start)) return null;
  const from = iso(start);
  const weekday = weekdayOf(from);
  return {
    from,
    to: iso(end),
    weekday,
    ...(start.stated && start.stated !== weekday ? { wrongWeekday: start.stated } : {}),
    closure: CLOSURE.test(text),
    untilOnly,
  };
}

/** The owner's words with the event's weekday put right ("vendredi 12 décembre" → "samedi 12 décembre" when
 * the 12th is a Saturday): the date is what the note states, the weekday beside it must agree. */
export function withRightWeekday(text: string, event: NoteEvent): string {
  if (!event.wrongWeekday) return text;
  const dayOfMonth = Number(event.from.slice(8, 10));
  const pattern = new RegExp(`\\b(${event.wrongWeekday})(\\s+${dayOfMonth}(?:er)?\\b)`, 'gi');
  return text.replace(pattern, (_, word: string, rest: string) => {
    const right =
      word[0] === word[0]!.toUpperCase()
        ? event.weekday[0]!.toUpperCase() + event.weekday.slice(1)
        : event.weekday;
    return `${right}${rest}`;
  });
}
