import { parseMonthKey, shiftMonth, type YearMonth } from '@plume/contracts/months';
import { localMoment } from '@plume/contracts/zoned-time';

/** Local calendar date and hour of an instant in a timezone (the owner's, default Europe/Paris). */
export function localClock(instant: Date, timeZone: string) {
  const { year, month, day, hour } = localMoment(instant, timeZone);
  return { year, month, day, hour };
}

const daysInMonth = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthIndex = ({ year, month }: YearMonth) => year * 12 + month - 1;

export type AvailabilityReason = 'fromThe15th' | 'tooEarly' | 'past' | 'afterCutoff';

export interface GenerationAvailability {
  available: boolean;
  /** Why the month cannot be generated now (label of docs/spec/part-2-signed-in-application.md §9), when it
   * cannot. */
  reason: AvailabilityReason | null;
  /** The current month on its last day before 22:00: one post per connected network. */
  lastDayMode: boolean;
  /** The owner's local hour, sent as a hint (the server decides from its own clock). */
  localHour: number;
}

/** The label side of docs/design/ARCHITECTURE.md §9: the current month until 21:59 on its last day, the next
 * month from the 15th, later months 'trop tôt', past months 'mois passé'. The server applies the same rules
 * and decides. */
export function generationAvailability(
  monthKey: string,
  now: Date,
  timeZone: string,
): GenerationAvailability {
  const clock = localClock(now, timeZone);
  const target = parseMonthKey(monthKey);
  const base = { localHour: clock.hour, lastDayMode: false };
  if (!target) return { ...base, available: false, reason: 'past' };
  const offset = monthIndex(target) - monthIndex(clock);
  if (offset < 0) return { ...base, available: false, reason: 'past' };
  if (offset > 1) return { ...base, available: false, reason: 'tooEarly' };
  if (offset === 1) {
    const open = clock.day >= 15;
    return { ...base, available: open, reason: open ? null : 'fromThe15th' };
  }
  if (clock.day !== daysInMonth(clock)) return { ...base, available: true, reason: null };
  if (clock.hour >= 22) return { ...base, available: false, reason: 'afterCutoff' };
  return { ...base, available: true, reason: null, lastDayMode: true };
}

/** Offsets of the Posts tab (docs/spec/part-2-signed-in-application.md §9): current month plus 8 ahead, and 6
 * archived months. */
export function postsTabMonths(now: Date, timeZone: string) {
  const current = localClock(now, timeZone);
  const at = (offset: number) => ({ offset, month: shiftMonth(current, offset) });
  return {
    upcoming: Array.from({ length: 9 }, (_, index) => at(index)),
    archives: Array.from({ length: 6 }, (_, index) => at(-(index + 1))),
  };
}

/** Past months beyond the 2 most recent start collapsed. */
export const isOpenByDefault = (offset: number) => offset >= -2;
