import type { YearMonth } from '@plume/contracts/months';
import { formatMonthYear } from '@/lib/dates';
import { addDays, dateAtUtcMidnight, isoDateOf } from '../calendar-dates';

/** docs/spec/part-2-signed-in-application.md §9: 6 weeks of 7 days. */
export const GRID_CELLS = 42;

export interface CalendarCell {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  /** False for the greyed days of the previous and next months. */
  inMonth: boolean;
  isToday: boolean;
}

/** The 42 days shown for a month, weeks starting on Monday (fr-FR). `today` is the owner's local date. */
export function buildMonthGrid({ year, month }: YearMonth, today: string): CalendarCell[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysBeforeFirst = (first.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = addDays(isoDateOf(first), -daysBeforeFirst);
  return Array.from({ length: GRID_CELLS }, (_, index) => {
    const date = addDays(start, index);
    const day = dateAtUtcMidnight(date);
    return {
      date,
      day: day.getUTCDate(),
      inMonth: day.getUTCMonth() === month - 1,
      isToday: date === today,
    };
  });
}

/** The dates the calendar asks the server for: the whole grid, so greyed days show their posts too. */
export function gridRange(cells: CalendarCell[]) {
  return { startDate: cells[0]?.date ?? '', endDate: cells[cells.length - 1]?.date ?? '' };
}

const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });
const MONDAY = Date.UTC(2024, 0, 1);

/** lun., mar., mer., jeu., ven., sam., dim. */
export const weekdayHeaders = () =>
  Array.from({ length: 7 }, (_, index) => weekdayFormat.format(new Date(MONDAY + index * 86_400_000)));

/** novembre 2026 */
export const monthTitle = ({ year, month }: YearMonth) => formatMonthYear(year, month);

const longDayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 2025-03-03 → lundi 3 mars */
export const longDayLabel = (date: string) => longDayFormat.format(dateAtUtcMidnight(date));
