/** Dates of the French commercial calendar for one year, computed (no table to update each year). */

const DAY_MS = 86_400_000;

/** A calendar day as a UTC midnight date (the slots' dates are local days already). */
export const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday (anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = day(year, month, 1);
    return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = day(year, month + 1, 0);
  return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

/** Fête des mères: last Sunday of May, moved to the first Sunday of June when it falls on Pentecost. */
export function mothersDay(year: number): Date {
  const lastSundayOfMay = nthWeekday(year, 5, 0, -1);
  const pentecost = addDays(easterSunday(year), 49);
  return lastSundayOfMay.getTime() === pentecost.getTime() ? addDays(lastSundayOfMay, 7) : lastSundayOfMay;
}

/** Fête des pères: third Sunday of June. */
export const fathersDay = (year: number) => nthWeekday(year, 6, 0, 3);

/** Winter sales: second Wednesday of January, the first one when the second falls after the 12th. */
export function winterSalesStart(year: number): Date {
  const second = nthWeekday(year, 1, 3, 2);
  return second.getUTCDate() > 12 ? addDays(second, -7) : second;
}

/** Summer sales: last Wednesday of June, the one before when the last falls after the 28th. */
export function summerSalesStart(year: number): Date {
  const last = nthWeekday(year, 6, 3, -1);
  return last.getUTCDate() > 28 ? addDays(last, -7) : last;
}

/** Black Friday: the day after the fourth Thursday of November. */
export const blackFriday = (year: number) => addDays(nthWeekday(year, 11, 4, 4), 1);

/** Beaujolais nouveau: third Thursday of November. */
export const beaujolaisNouveau = (year: number) => nthWeekday(year, 11, 4, 3);

/** Épiphanie as France keeps it: the first Sunday after 1 January (2 to 8 January). */
export const epiphanySunday = (year: number) =>
  nthWeekday(year, 1, 0, 1).getUTCDate() === 1 ? day(year, 1, 8) : nthWeekday(year, 1, 0, 1);

/** Chandeleur: 2 February, forty days after Christmas. */
export const candlemas = (year: number) => day(year, 2, 2);

/** Mardi gras: 47 days before Easter Sunday. */
export const shroveTuesday = (year: number) => addDays(easterSunday(year), -47);

/** Fête des grands-mères: first Sunday of March. */
export const grandmothersDay = (year: number) => nthWeekday(year, 3, 0, 1);

/** First Sunday of Advent: the fourth Sunday before Christmas (27 November to 3 December). */
export function adventSunday(year: number): Date {
  const christmas = day(year, 12, 25);
  const sundayBefore = addDays(christmas, -(christmas.getUTCDay() === 0 ? 7 : christmas.getUTCDay()));
  return addDays(sundayBefore, -21);
}

const WEEKDAYS_FR = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
export type FrenchWeekday = (typeof WEEKDAYS_FR)[number];

/** The French weekday of a local date YYYY-MM-DD ("samedi"). */
export function weekdayOf(date: string): FrenchWeekday {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS_FR[day(year, month, dayOfMonth).getUTCDay()]!;
}

export const FRENCH_WEEKDAYS: readonly FrenchWeekday[] = WEEKDAYS_FR;
