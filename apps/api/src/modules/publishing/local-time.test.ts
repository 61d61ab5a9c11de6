import { describe, expect, it } from 'vitest';
import { scheduleRangeMessage, scheduleWindow } from '@plume/contracts/posts';
import { toLocalDateTime } from '@plume/contracts/zoned-time';
import { isValidLocalDate, localToUtc } from './local-time';

const paris = 'Europe/Paris';

describe('local times in Europe/Paris', () => {
  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(localToUtc({ date: '2026-01-15', time: '10:00' }, paris)?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(localToUtc({ date: '2026-07-15', time: '10:00' }, paris)?.toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
  });

  it('has no 02:30 on the spring-forward Sunday, and 03:00 is the first minute after the gap', () => {
    expect(localToUtc({ date: '2026-03-29', time: '02:30' }, paris)).toBeNull();
    expect(localToUtc({ date: '2026-03-29', time: '01:59' }, paris)?.toISOString()).toBe(
      '2026-03-29T00:59:00.000Z',
    );
    expect(localToUtc({ date: '2026-03-29', time: '03:00' }, paris)?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('takes the first of the two 02:30 on the fall-back Sunday', () => {
    expect(localToUtc({ date: '2026-10-25', time: '02:30' }, paris)?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(localToUtc({ date: '2026-10-25', time: '03:30' }, paris)?.toISOString()).toBe(
      '2026-10-25T02:30:00.000Z',
    );
  });

  it('reads instants back as local dates and times, in other timezones too', () => {
    expect(toLocalDateTime(new Date('2026-10-25T01:30:00Z'), paris)).toEqual({
      date: '2026-10-25',
      time: '02:30',
    });
    expect(toLocalDateTime(new Date('2026-03-08T10:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-03-08',
      time: '06:00',
    });
    expect(toLocalDateTime(new Date('2026-12-31T23:30:00Z'), paris)).toEqual({
      date: '2027-01-01',
      time: '00:30',
    });
  });

  it('validates calendar dates and computes month ends', () => {
    expect(isValidLocalDate('2028-02-29')).toBe(true);
    expect(isValidLocalDate('2027-02-29')).toBe(false);
    expect(isValidLocalDate('2027-13-01')).toBe(false);
    expect(scheduleWindow('janvier_2026', '2026-01-31')).toEqual({ min: '2026-01-31', max: '2026-02-28' });
    expect(scheduleWindow('décembre_2026', '2026-12-10').max).toBe('2027-01-31');
    expect(scheduleRangeMessage('2026-02-01', '2026-03-31')).toBe(
      'La date doit être entre le 01/02/2026 et le 31/03/2026',
    );
  });
});
