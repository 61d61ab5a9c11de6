import { describe, expect, it } from 'vitest';
import { monthKeyOf, monthKeySchema, monthOptions, parseMonthKey, shiftMonth, yearMonthAt } from './months';

describe('month keys', () => {
  it('round-trips French keys', () => {
    expect(monthKeyOf({ year: 2025, month: 8 })).toBe('août_2025');
    expect(parseMonthKey('décembre_2024')).toEqual({ year: 2024, month: 12 });
    expect(parseMonthKey('december_2024')).toBeNull();
    expect(monthKeySchema.safeParse('janvier_2025').success).toBe(true);
  });

  it('shifts across years both ways', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
  });

  it('reads the month in the user timezone', () => {
    const lateNightUtc = new Date('2025-01-31T23:30:00Z');
    expect(yearMonthAt(lateNightUtc, 'Europe/Paris')).toEqual({ year: 2025, month: 2 });
    expect(yearMonthAt(lateNightUtc, 'UTC')).toEqual({ year: 2025, month: 1 });
  });

  it('lists the current month flagged and ordered', () => {
    const options = monthOptions({ year: 2025, month: 11 }, 0, 5);
    expect(options.map((o) => o.key)).toEqual([
      'novembre_2025',
      'décembre_2025',
      'janvier_2026',
      'février_2026',
      'mars_2026',
      'avril_2026',
    ]);
    expect(options[0]).toMatchObject({ isCurrent: true, label: 'novembre 2025' });
  });
});
