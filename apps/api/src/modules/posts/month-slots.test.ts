import { describe, expect, it } from 'vitest';
import type { MonthMedium } from './media-assignment';
import { monthSlots } from './month-slots';
import { openAt, weeklyHoursFromText } from './opening-hours';
import { materialOf } from './writing/material';
import { monthPlanOf, planTopic } from './writing/month-plan';
import { bakeryFacts, bakeryProfile } from '../../test/writer-fixtures';

const description = 'Pains au levain cuits chaque matin. Ouvert du mardi au samedi de 7 h à 13 h.';
const facts = bakeryFacts({
  monthKey: 'janvier_2027',
  profile: bakeryProfile({ business_description: description }),
});
const library: MonthMedium[] = facts.media.map((medium, index) => ({
  ...medium,
  durationMs: null,
  carouselId: null,
  usedInPosts: 0,
  createdAt: new Date(Date.UTC(2026, 11, 1 + index)),
}));
const input = {
  target: { year: 2027, month: 1 },
  now: new Date('2026-12-20T09:00:00Z'),
  timeZone: 'Europe/Paris',
  networks: ['instagram', 'facebook'] as const,
  frequency: '3x_week' as const,
  lastDayMode: false,
};

describe('the month’s slots as generation prepares them', () => {
  const slots = monthSlots(facts, library, { ...input, networks: [...input.networks] });

  it('puts each photo first on a post whose planned subject it shows, then spreads the library over the month', () => {
    const m = materialOf(facts);
    const topics = monthPlanOf(facts, slots).map((entry) => planTopic(m, entry).toLowerCase());
    const aboutBrioche = slots.flatMap((_, index) => (/brioche/.test(topics[index]!) ? [index] : []));
    expect(aboutBrioche.length).toBeGreaterThan(0);
    expect(aboutBrioche.some((index) => slots[index]!.mediaIds.includes('m2'))).toBe(true);
    // Two photos for the month: every post has one, never the same on two consecutive posts of a network.
    expect(slots.every((slot) => slot.mediaIds.length === 1)).toBe(true);
    for (const network of input.networks) {
      const own = slots.filter((slot) => slot.platform === network).map((slot) => slot.mediaIds[0]);
      own.slice(1).forEach((id, index) => expect(id).not.toBe(own[index]));
    }
  });

  it('times the posts of open days inside the stated hours', () => {
    const hours = weeklyHoursFromText(description)!;
    for (const slot of slots) {
      const weekday = new Date(`${slot.date}T00:00:00Z`).getUTCDay();
      if (weekday >= 2 && weekday <= 6) expect(openAt(hours, weekday, slot.time)).toBe(true);
    }
  });
});
