import { describe, expect, it } from 'vitest';
import { monthInTimezone } from './zoned-time';

describe('monthInTimezone', () => {
  it('reads the month of the owner, not of UTC', () => {
    // 31 Dec 23:30 UTC is already 1 January in Paris.
    expect(monthInTimezone(new Date('2025-12-31T23:30:00Z'), 'Europe/Paris')).toEqual({
      month: 1,
      year: 2026,
    });
    expect(monthInTimezone(new Date('2025-12-31T23:30:00Z'), 'America/New_York')).toEqual({
      month: 12,
      year: 2025,
    });
  });
});
