import { describe, expect, it } from 'vitest';
import { localMoment, toLocalDateTime } from './zoned-time';

describe('localMoment', () => {
  it('reads the wall clock of the owner, not of UTC', () => {
    // 31 Dec 23:30 UTC is already 1 January in Paris.
    expect(localMoment(new Date('2025-12-31T23:30:00Z'), 'Europe/Paris')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
    });
    expect(localMoment(new Date('2025-12-31T23:30:00Z'), 'America/New_York')).toMatchObject({
      year: 2025,
      month: 12,
      day: 31,
      hour: 18,
    });
  });
});

describe('toLocalDateTime', () => {
  it('writes the schedule’s date and time, midnight as 00:00', () => {
    expect(toLocalDateTime(new Date('2025-12-31T23:00:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-01-01',
      time: '00:00',
    });
  });

  it('follows the daylight-saving change', () => {
    // Paris moves from UTC+1 to UTC+2 on 29 March 2026 at 02:00.
    expect(toLocalDateTime(new Date('2026-03-29T00:30:00Z'), 'Europe/Paris').time).toBe('01:30');
    expect(toLocalDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Paris').time).toBe('03:30');
  });
});
