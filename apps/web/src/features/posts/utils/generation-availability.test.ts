import { describe, expect, it } from 'vitest';
import { generationAvailability, isOpenByDefault, postsTabMonths } from './generation-availability';

const paris = 'Europe/Paris';
const at = (iso: string, month: string) => generationAvailability(month, new Date(iso), paris);

describe('generationAvailability (docs/design/ARCHITECTURE.md §9, labels of docs/spec/part-2-signed-in-application.md §9)', () => {
  it('opens the next month on the 15th in the owner timezone, not before', () => {
    expect(at('2026-03-14T21:59:00Z', 'avril_2026')).toMatchObject({
      available: false,
      reason: 'fromThe15th',
    });
    // 23:00 UTC on the 14th is already the 15th in Paris (UTC+1 in March before the change).
    expect(at('2026-03-14T23:00:00Z', 'avril_2026')).toMatchObject({ available: true, reason: null });
  });

  it('reads months two or more ahead as too early and earlier months as past', () => {
    expect(at('2026-03-20T10:00:00Z', 'mai_2026').reason).toBe('tooEarly');
    expect(at('2026-03-20T10:00:00Z', 'février_2026').reason).toBe('past');
  });

  it('keeps the current month open until 21:59 on its last day, in last-day mode that day', () => {
    expect(at('2026-03-20T10:00:00Z', 'mars_2026')).toMatchObject({ available: true, lastDayMode: false });
    // 31 March 2026 is after the change to summer time: 19:59 UTC is 21:59 in Paris.
    expect(at('2026-03-31T19:59:00Z', 'mars_2026')).toMatchObject({
      available: true,
      lastDayMode: true,
      localHour: 21,
    });
    expect(at('2026-03-31T20:00:00Z', 'mars_2026')).toMatchObject({
      available: false,
      reason: 'afterCutoff',
    });
  });

  it('crosses the year end', () => {
    expect(at('2026-12-15T09:00:00Z', 'janvier_2027').available).toBe(true);
    expect(at('2026-12-31T23:30:00Z', 'janvier_2027')).toMatchObject({ available: true, lastDayMode: false });
    expect(at('2026-12-31T23:30:00Z', 'décembre_2026').reason).toBe('past');
  });
});

describe('postsTabMonths', () => {
  it('lists the current month plus 8, then 6 archived months, the 2 latest open', () => {
    const months = postsTabMonths(new Date('2026-11-22T10:00:00Z'), paris);
    expect(months.upcoming.map(({ month }) => `${month.month}/${month.year}`)).toEqual([
      '11/2026',
      '12/2026',
      '1/2027',
      '2/2027',
      '3/2027',
      '4/2027',
      '5/2027',
      '6/2027',
      '7/2027',
    ]);
    expect(months.archives.map(({ offset }) => offset)).toEqual([-1, -2, -3, -4, -5, -6]);
    expect(months.archives.map(({ offset }) => isOpenByDefault(offset))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
