import { describe, expect, it } from 'vitest';
import { openAt, openOnWeekday, weeklyHoursFromText } from './opening-hours';
import { LOCAL_HOURS, planSlots } from './slot-planner';

const base = {
  timeZone: 'Europe/Paris',
  frequency: '3x_week' as const,
  lastDayMode: false,
};

describe('slot planning within the month', () => {
  it('starts tomorrow for the current month and stays inside it', () => {
    const slots = planSlots({
      ...base,
      target: { year: 2026, month: 3 },
      now: new Date('2026-03-10T09:00:00Z'),
      networks: ['instagram', 'facebook'],
    });
    // 21 days left (11–31 March): 9 posts per network at 3 a week.
    expect(slots).toHaveLength(18);
    for (const slot of slots) {
      expect(slot.date >= '2026-03-11' && slot.date <= '2026-03-31').toBe(true);
      expect(LOCAL_HOURS[slot.platform]).toContain(slot.time);
    }
    const sorted = [...slots].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
    expect(slots).toEqual(sorted);
  });

  it('covers a future month from its 1st, one post a day when daily, on distinct days per network', () => {
    const slots = planSlots({
      ...base,
      frequency: 'daily',
      target: { year: 2026, month: 4 },
      now: new Date('2026-03-20T09:00:00Z'),
      networks: ['instagram'],
    });
    expect(slots).toHaveLength(30);
    expect(new Set(slots.map((slot) => slot.date)).size).toBe(30);
    expect(slots[0]?.date).toBe('2026-04-01');
    expect(slots.at(-1)?.date).toBe('2026-04-30');
  });

  it('alternates the networks instead of stacking them on the same days', () => {
    const slots = planSlots({
      ...base,
      frequency: 'weekly',
      target: { year: 2026, month: 4 },
      now: new Date('2026-03-20T09:00:00Z'),
      networks: ['instagram', 'facebook'],
    });
    const days = (platform: string) => slots.filter((s) => s.platform === platform).map((s) => s.date);
    expect(days('instagram')).toHaveLength(4);
    expect(days('instagram').some((day) => days('facebook').includes(day))).toBe(false);
  });

  it('last-day mode: one post per network today, at least one hour after generation', () => {
    const now = new Date('2026-06-30T19:42:00Z'); // 21:42 in Paris
    const slots = planSlots({
      ...base,
      target: { year: 2026, month: 6 },
      now,
      networks: ['instagram', 'facebook'],
      lastDayMode: true,
    });
    expect(slots).toEqual([
      { platform: 'instagram', date: '2026-06-30', time: '22:45' },
      { platform: 'facebook', date: '2026-06-30', time: '23:00' },
    ]);
  });

  it('last-day mode across the spring-forward night keeps one real hour (31 March 2024, Paris)', () => {
    const now = new Date('2024-03-31T00:30:00Z'); // 01:30 CET; clocks jump from 02:00 to 03:00
    const [slot] = planSlots({
      ...base,
      target: { year: 2024, month: 3 },
      now,
      networks: ['facebook'],
      lastDayMode: true,
    });
    expect(slot).toEqual({ platform: 'facebook', date: '2024-03-31', time: '03:30' });
  });
});

describe('slot times: opening hours and reading hours', () => {
  const bakeryHours = weeklyHoursFromText(
    'Ouvert du mardi au samedi de 7 h à 13 h, fermé le dimanche et le lundi.',
  );
  const officeHours = weeklyHoursFromText('Du lundi au vendredi de 9 h à 12 h et de 14 h à 18 h.');

  it.each([
    [2026, 12],
    [2027, 5],
    [2028, 1],
  ])('in %i-%i, falls when the business is open on its open days, never at night', (year, month) => {
    for (const [hours, networks] of [
      [bakeryHours, ['instagram', 'facebook', 'linkedin']],
      [officeHours, ['facebook', 'linkedin']],
    ] as const) {
      const slots = planSlots({
        ...base,
        frequency: 'daily',
        target: { year, month },
        now: new Date(Date.UTC(year, month - 2, 20, 9)),
        networks: [...networks],
        hours,
      });
      for (const slot of slots) {
        const hour = Number(slot.time.slice(0, 2));
        expect(hour >= 7 && hour < 22).toBe(true);
        expect(LOCAL_HOURS[slot.platform]).toContain(slot.time);
        const weekday = new Date(`${slot.date}T00:00:00Z`).getUTCDay();
        // Each network has at least one reading hour inside these opening hours: an open day uses it.
        if (openOnWeekday(hours, weekday)) expect(openAt(hours!, weekday, slot.time)).toBe(true);
      }
      const keys = slots.map((slot) => `${slot.platform} ${slot.date} ${slot.time.slice(0, 2)}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('keeps the reading hours in rotation when the hours are unknown', () => {
    const slots = planSlots({
      ...base,
      frequency: 'daily',
      target: { year: 2027, month: 2 },
      now: new Date('2027-01-20T09:00:00Z'),
      networks: ['instagram'],
      hours: null,
    });
    expect(new Set(slots.map((slot) => slot.time))).toEqual(new Set(LOCAL_HOURS.instagram));
  });
});
