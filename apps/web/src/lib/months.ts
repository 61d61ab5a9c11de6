import { monthOptions, yearMonthAt, type MonthOption } from '@plume/contracts/months';

/** The library's months (docs/spec/part-2-signed-in-application.md §2.6): the current month plus 5 ahead, and
 * the 6 months before it. */
export function libraryMonths(now = new Date()): { upcoming: MonthOption[]; archive: MonthOption[] } {
  const current = yearMonthAt(now);
  return { upcoming: monthOptions(current, 0, 5), archive: monthOptions(current, -6, -1).reverse() };
}
