import { z } from 'zod';
import { DEFAULT_TIME_ZONE, localMoment } from './zoned-time';

/** Month keys are `monthname_year` with the French month name in lower case
 * (docs/spec/part-2-signed-in-application.md §3): `janvier_2025`. */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

const monthKeyPattern = new RegExp(`^(${FRENCH_MONTHS.join('|')})_(\\d{4})$`);

export const monthKeySchema = z
  .string({ error: 'Le mois est obligatoire' })
  .trim()
  .regex(monthKeyPattern, 'Mois invalide (format attendu : janvier_2025)');

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface MonthOption {
  key: string;
  label: string;
  order: number;
  isCurrent: boolean;
}

export function parseMonthKey(key: string): YearMonth | null {
  const match = monthKeyPattern.exec(key);
  if (!match) return null;
  return { year: Number(match[2]), month: FRENCH_MONTHS.indexOf(match[1] as never) + 1 };
}

export function monthKeyOf({ year, month }: YearMonth): string {
  return `${FRENCH_MONTHS[month - 1]}_${year}`;
}

/** "janvier_2025" → "janvier 2025" (the move dialog shows the underscore as a space). */
export const monthLabel = (key: string) => key.replace('_', ' ');

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The calendar month of an instant in a timezone (the user's, default Europe/Paris). */
export function yearMonthAt(instant: Date, timeZone = DEFAULT_TIME_ZONE): YearMonth {
  const { year, month } = localMoment(instant, timeZone);
  return { year, month };
}

/** Months from `from` to `to` offsets around the current month, as the spec's month options. */
export function monthOptions(current: YearMonth, from: number, to: number): MonthOption[] {
  const options: MonthOption[] = [];
  for (let offset = from; offset <= to; offset += 1) {
    const key = monthKeyOf(shiftMonth(current, offset));
    options.push({ key, label: monthLabel(key), order: offset, isCurrent: offset === 0 });
  }
  return options;
}
