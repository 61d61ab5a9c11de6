import { describe, expect, it } from 'vitest';
import type { MonthMedium } from './media-assignment';
import { monthSlots } from './month-slots';
import { openAt, weeklyHoursFromText } from './opening-hours';
import { materialOf } from './writer/material';
import { monthPlanOf, planTopic } from './writer/month-plan';
import { bakeryFacts, bakeryProfile } from './writer/writer-fixtures';

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

  it('puts each photo on a post whose planned subject it shows, and reuses it on the other network', () => {
    const m = materialOf(facts);
    const topics = monthPlanOf(facts, slots).map((entry) => planTopic(m, entry).toLowerCase());
    const brioches = slots.flatMap((slot, index) => (slot.mediaIds.includes('m2') ? [index] : []));
    expect(brioches.length).toBeGreaterThan(0);
    for (const index of brioches) expect(topics[index]).toMatch(/brioche/);
    expect(new Set(brioches.map((index) => slots[index]!.platform)).size).toBe(brioches.length);
  });

  it('times the posts of open days inside the stated hours', () => {
    const hours = weeklyHoursFromText(description)!;
    for (const slot of slots) {
      const weekday = new Date(`${slot.date}T00:00:00Z`).getUTCDay();
      if (weekday >= 2 && weekday <= 6) expect(openAt(hours, weekday, slot.time)).toBe(true);
    }
  });
});
