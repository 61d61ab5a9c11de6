import { monthKeyOf, monthLabel, type YearMonth } from '@plume/contracts/months';
import { POST_MESSAGES } from '@plume/contracts/posts';
import { localMoment } from '@plume/contracts/zoned-time';
import { daysInMonth } from './local-time';

/** docs/design/ARCHITECTURE.md §9: the current month closes at 22:00 on its last day; the next one opens on
 * the 15th. */
export const LAST_DAY_CUTOFF_HOUR = 22;
export const NEXT_MONTH_OPENS_ON_DAY = 15;

export type UnavailableReason = 'last_day_closed' | 'next_month_on_15th' | 'too_early' | 'past_month';

export type Availability =
  { available: true; lastDayMode: boolean } | { available: false; reason: UnavailableReason; detail: string };

const refused = (reason: UnavailableReason, detail: string): Availability => ({
  available: false,
  reason,
  detail,
});

/** The owner's calendar month at this instant. */
export function currentYearMonth(now: Date, timeZone: string): YearMonth {
  const { year, month } = localMoment(now, timeZone);
  return { year, month };
}

/**
 * Whether `target` can be generated now, read in the owner's timezone (the server's clock decides, never the
 * client's). The current month stays open until 21:59 on its last day, in last-day mode on that day.
 */
export function generationAvailability(target: YearMonth, now: Date, timeZone: string): Availability {
  const local = localMoment(now, timeZone);
  const offset = target.year * 12 + target.month - (local.year * 12 + local.month);
  const label = monthLabel(monthKeyOf(target));
  if (offset < 0) {
    return refused('past_month', `Mois passé : les posts de ${label} ne peuvent plus être générés.`);
  }
  if (offset === 0) {
    if (local.day < daysInMonth(local.year, local.month)) return { available: true, lastDayMode: false };
    if (local.hour >= LAST_DAY_CUTOFF_HOUR) {
      return refused(
        'last_day_closed',
        `${POST_MESSAGES.lastDayBlocked} ${POST_MESSAGES.currentMonthClosed}`,
      );
    }
    return { available: true, lastDayMode: true };
  }
  if (offset === 1) {
    if (local.day >= NEXT_MONTH_OPENS_ON_DAY) return { available: true, lastDayMode: false };
    const current = monthLabel(monthKeyOf({ year: local.year, month: local.month }));
    return refused(
      'next_month_on_15th',
      `La génération des posts de ${label} sera disponible le ${NEXT_MONTH_OPENS_ON_DAY} ${current}.`,
    );
  }
  return refused(
    'too_early',
    `Trop tôt pour générer les posts de ${label} : un mois s'ouvre le ${NEXT_MONTH_OPENS_ON_DAY} du mois précédent.`,
  );
}
