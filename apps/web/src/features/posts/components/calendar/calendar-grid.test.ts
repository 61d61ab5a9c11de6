import { describe, expect, it } from 'vitest';
import { buildMonthGrid, gridRange, longDayLabel, monthTitle, weekdayHeaders } from './calendar-grid';

describe('buildMonthGrid', () => {
  it('always has 42 days, starting on a Monday', () => {
    for (let month = 1; month <= 12; month += 1) {
      const cells = buildMonthGrid({ year: 2026, month }, '2026-01-01');
      expect(cells).toHaveLength(42);
      expect(new Date(`${cells[0]!.date}T00:00:00Z`).getUTCDay()).toBe(1);
    }
  });

  it('greys the days of the neighbouring months (March 2025 starts on a Saturday)', () => {
    const cells = buildMonthGrid({ year: 2025, month: 3 }, '2025-03-15');
    expect(cells[0]).toMatchObject({ date: '2025-02-24', day: 24, inMonth: false });
    expect(cells[5]).toMatchObject({ date: '2025-03-01', day: 1, inMonth: true });
    expect(cells[35]).toMatchObject({ date: '2025-03-31', day: 31, inMonth: true });
    expect(cells[36]).toMatchObject({ date: '2025-04-01', inMonth: false });
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(31);
    expect(gridRange(cells)).toEqual({ startDate: '2025-02-24', endDate: '2025-04-06' });
  });

  it('starts with the 1st when the month begins on a Monday, and crosses the year', () => {
    const cells = buildMonthGrid({ year: 2025, month: 12 }, '2025-12-01');
    expect(cells[0]).toMatchObject({ date: '2025-12-01', inMonth: true, isToday: true });
    expect(cells[41]).toMatchObject({ date: '2026-01-11', inMonth: false });
  });

  it('handles a February of 28 days and a leap February', () => {
    expect(buildMonthGrid({ year: 2026, month: 2 }, '').filter((cell) => cell.inMonth)).toHaveLength(28);
    expect(buildMonthGrid({ year: 2028, month: 2 }, '').filter((cell) => cell.inMonth)).toHaveLength(29);
  });

  it('keeps one cell per day across daylight-saving changes (March and October)', () => {
    for (const month of [3, 10]) {
      const dates = buildMonthGrid({ year: 2026, month }, '').map((cell) => cell.date);
      expect(new Set(dates).size).toBe(42);
      expect(dates).toContain(month === 3 ? '2026-03-29' : '2026-10-25');
      expect(dates).toContain(month === 3 ? '2026-03-30' : '2026-10-26');
    }
  });

  it('highlights only today', () => {
    const cells = buildMonthGrid({ year: 2026, month: 11 }, '2026-11-22');
    expect(cells.filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual(['2026-11-22']);
  });
});

describe('fr-FR labels', () => {
  it('names the weekdays from Monday', () => {
    expect(weekdayHeaders()).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
  });

  it('writes the month title and the long day of the detailed list', () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe('novembre 2026');
    expect(longDayLabel('2025-03-03')).toBe('lundi 3 mars');
  });
});
