import { day, fathersDay, isoDay, mothersDay } from './french-calendar';
import { momentsOf, type DatedMoment } from './calendar-moments';
import { tradeFamilies, type TradeFamily } from './trade-families';

export interface SeasonalHook {
  key: string;
  /** Short label used in titles ("Chandeleur"). */
  label: string;
  /** Sentences that tie the post to the moment; {name} is the business name. */
  lines: string[];
  hashtag: string;
}

/** A moment of one month: the day it names and the days of that month when a post may speak of it. */
export interface CalendarMoment extends SeasonalHook {
  /** The day of the moment itself (YYYY-MM-DD), possibly in the next month for a window that announces it. */
  date: string;
  from: string;
  to: string;
}

const cache = new Map<number, DatedMoment[]>();
const longDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

function yearHooks(year: number): DatedMoment[] {
  const hooks = cache.get(year) ?? momentsOf(year);
  cache.set(year, hooks);
  return hooks;
}

/** Whether a moment speaks to this business (`undefined`: every moment, for callers that do not know it). */
function speaksTo(hook: DatedMoment, families: ReadonlySet<TradeFamily> | undefined): boolean {
  if (!families || hook.audience === 'all') return true;
  return hook.audience.some((family) => families.has(family));
}

function publicHook(hook: DatedMoment, year: number): SeasonalHook {
  const dates = { mothers: longDay.format(mothersDay(year)), fathers: longDay.format(fathersDay(year)) };
  return {
    key: hook.key,
    label: hook.label,
    hashtag: hook.hashtag,
    lines: hook.lines.map((line) =>
      line.replace(/\{(mothers|fathers)\}/g, (_, k: 'mothers' | 'fathers') => dates[k]),
    ),
  };
}

const familiesOf = (businessType: string | undefined) =>
  businessType === undefined ? undefined : tradeFamilies(businessType);

/**
 * The most specific seasonal moment around a local date (YYYY-MM-DD) for this business type, or null on an
 * ordinary day. Without a business type, every moment of the day counts.
 */
export function seasonalHookFor(date: string, businessType?: string): SeasonalHook | null {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const when = day(year, month, dayOfMonth).getTime();
  const families = familiesOf(businessType);
  const matches = yearHooks(year).filter(
    (h) => h.from.getTime() <= when && when <= h.to.getTime() && speaksTo(h, families),
  );
  // The shortest window is the most specific; on a tie, a moment of the trade before one of everybody.
  const span = (h: DatedMoment) => h.to.getTime() - h.from.getTime() + (h.audience === 'all' ? 1 : 0);
  const best = matches.sort((a, b) => span(a) - span(b))[0];
  return best ? publicHook(best, year) : null;
}

/** The moments of one month of one year that speak to this business, their windows cut to the month. */
export function monthCalendar(year: number, month: number, businessType?: string): CalendarMoment[] {
  const first = day(year, month, 1);
  const last = day(year, month + 1, 0);
  const families = familiesOf(businessType);
  return yearHooks(year)
    .filter((h) => h.from <= last && h.to >= first && speaksTo(h, families))
    .map((h) => ({
      ...publicHook(h, year),
      date: isoDay(h.date),
      from: isoDay(h.from < first ? first : h.from),
      to: isoDay(h.to > last ? last : h.to),
    }))
    .sort((a, b) => a.from.localeCompare(b.from));
}
