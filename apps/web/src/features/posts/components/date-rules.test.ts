import { describe, expect, it } from 'vitest';
import { checkSchedule, defaultSchedule, rangeMessage, scheduleWindow } from './date-rules';

const paris = 'Europe/Paris';
// Saturday 22 November 2026, 14:00 in Paris (UTC+1).
const now = new Date('2026-11-22T13:00:00Z');
const context = { monthKey: 'novembre_2026', now, timeZone: paris };

describe('checkSchedule', () => {
  it('requires both the date and the time', () => {
    expect(checkSchedule({ date: '', time: '10:00' }, context)).toBe(
      'Veuillez sélectionner une date et une heure',
    );
    expect(checkSchedule({ date: '2026-11-25', time: '' }, context)).toBe(
      'Veuillez sélectionner une date et une heure',
    );
    expect(checkSchedule({}, context)).toBe('Veuillez sélectionner une date et une heure');
  });

  it('refuses a past day', () => {
    expect(checkSchedule({ date: '2026-11-21', time: '23:59' }, context)).toBe(
      'La date ne peut pas être dans le passé',
    );
  });

  it('refuses a day after the end of the month after the post’s month', () => {
    expect(checkSchedule({ date: '2027-01-01', time: '09:00' }, context)).toBe(
      'La date ne peut pas dépasser la fin du mois suivant au mois du post',
    );
    expect(checkSchedule({ date: '2026-12-31', time: '09:00' }, context)).toBeNull();
  });

  it('asks for at least 10 minutes ahead, today', () => {
    expect(checkSchedule({ date: '2026-11-22', time: '14:09' }, context)).toBe(
      "L'heure doit être dans le futur (minimum 10 minutes)",
    );
    expect(checkSchedule({ date: '2026-11-22', time: '14:10' }, context)).toBeNull();
  });

  it('reads “today” in the owner’s timezone, not UTC', () => {
    // 23:30 UTC on 30 November is already 1 December in Paris.
    const late = { monthKey: 'décembre_2026', now: new Date('2026-11-30T23:30:00Z'), timeZone: paris };
    expect(checkSchedule({ date: '2026-11-30', time: '23:50' }, late)).toBe(
      'La date ne peut pas être dans le passé',
    );
    expect(checkSchedule({ date: '2026-12-01', time: '00:35' }, late)).toBe(
      "L'heure doit être dans le futur (minimum 10 minutes)",
    );
    expect(checkSchedule({ date: '2026-12-01', time: '00:40' }, late)).toBeNull();
  });

  it('counts the 10 minutes on the wall clock across the spring daylight-saving change', () => {
    // 01:55 in Paris on 29 March 2026; ten minutes later the clock reads 03:05.
    const spring = { monthKey: 'mars_2026', now: new Date('2026-03-29T00:55:00Z'), timeZone: paris };
    expect(checkSchedule({ date: '2026-03-29', time: '03:04' }, spring)).toBe(
      "L'heure doit être dans le futur (minimum 10 minutes)",
    );
    expect(checkSchedule({ date: '2026-03-29', time: '03:05' }, spring)).toBeNull();
  });
});

describe('scheduleWindow and rangeMessage', () => {
  it('runs from today to the end of the month after the post’s month, in fr-FR dates', () => {
    const window = scheduleWindow(context);
    expect(window).toEqual({ min: '2026-11-22', max: '2026-12-31' });
    expect(rangeMessage(window)).toBe('La date doit être entre le 22/11/2026 et le 31/12/2026');
  });

  it('ends on the last day of February after a January post, leap years included', () => {
    const january = { monthKey: 'janvier_2028', now: new Date('2028-01-10T10:00:00Z'), timeZone: paris };
    expect(scheduleWindow(january).max).toBe('2028-02-29');
  });
});

describe('defaultSchedule', () => {
  it('is tomorrow at 10:00 in the owner’s timezone when the post has no date', () => {
    const unscheduled = { scheduled_date: null, scheduled_time: null };
    expect(defaultSchedule(unscheduled, now, paris)).toEqual({ date: '2026-11-23', time: '10:00' });
    expect(defaultSchedule(unscheduled, new Date('2026-11-30T23:30:00Z'), paris)).toEqual({
      date: '2026-12-02',
      time: '10:00',
    });
  });

  it('starts from the post’s own schedule when it has one', () => {
    expect(defaultSchedule({ scheduled_date: '2026-12-05', scheduled_time: '18:30:00' }, now, paris)).toEqual(
      {
        date: '2026-12-05',
        time: '18:30',
      },
    );
  });
});
