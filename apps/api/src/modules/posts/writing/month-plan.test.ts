import { describe, expect, it } from 'vitest';
import { materialOf } from './material';
import { planMonth, type PlanSlot } from './month-plan';
import { bakeryFacts, bakeryProfile } from '../../../test/writer-fixtures';

const note = (title: string, content: string, high = false) => ({ title, content, high });

/** One slot every `step` days of a month, on each network, at 10:00. */
function monthOf(year: number, month: number, step = 1, networks = ['instagram', 'facebook']): PlanSlot[] {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const slots: PlanSlot[] = [];
  for (let d = 1; d <= last; d += step) {
    for (const platform of networks) {
      slots.push({
        platform,
        date: `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      });
    }
  }
  return slots;
}

const bakery = (notes: ReturnType<typeof note>[], description?: string) => ({
  ...materialOf(
    bakeryFacts({ profile: bakeryProfile(description ? { business_description: description } : {}) }),
  ),
  notes,
});

const notePosts = (plan: ReturnType<typeof planMonth>) =>
  plan.flatMap((entry, index) => (entry.kind === 'note' ? [{ index, ...entry }] : []));

describe('the month plan: notes with a date', () => {
  it('announces a closure from the 24th to the 26th days before, reminds it the day before, never after', () => {
    const slots = monthOf(2026, 12);
    const plan = planMonth(
      bakery([note('Fermeture', 'La boutique sera fermée du 24 au 26 décembre.')]),
      slots,
      3,
    );
    const posts = notePosts(plan);
    for (const platform of ['instagram', 'facebook']) {
      const mine = posts.filter((post) => slots[post.index]!.platform === platform);
      expect(mine.map((post) => [post.date, post.reminder])).toEqual([
        ['2026-12-21', false],
        ['2026-12-23', true],
      ]);
    }
    expect(posts[0]?.event).toMatchObject({
      from: '2026-12-24',
      to: '2026-12-26',
      weekday: 'jeudi',
      closure: true,
    });
    // During the closure, the plan says the shop is closed: no "passez aujourd'hui" those days.
    expect(plan.filter((entry) => entry.openDay === false).map((entry) => entry.date)).toEqual([
      '2026-12-24',
      '2026-12-24',
      '2026-12-25',
      '2026-12-25',
      '2026-12-26',
      '2026-12-26',
    ]);
  });

  it('announces three to seven days ahead, else on the latest slot before the date', () => {
    const slots = monthOf(2027, 3, 5, ['instagram']); // 1, 6, 11, 16, 21, 26, 31 March
    const plan = planMonth(bakery([note('Marché', 'Marché de producteurs samedi 13, dès 8 h.')]), slots, 1);
    expect(notePosts(plan).map((post) => [post.date, post.reminder, post.event?.weekday])).toEqual([
      ['2027-03-06', false, 'samedi'],
    ]);
    const early = planMonth(bakery([note('Atelier', 'Atelier pain le mercredi 3 mars.')]), slots, 1);
    expect(notePosts(early).map((post) => [post.date, post.event?.wrongWeekday])).toEqual([
      ['2027-03-01', undefined],
    ]);
  });

  it('never mentions an event over before the month’s first post, and keeps an undated note', () => {
    const slots = monthOf(2028, 2, 1, ['instagram']).filter((slot) => slot.date >= '2028-02-10');
    const plan = planMonth(
      bakery([
        note('Salon', 'Salon du 2 au 4 février.'),
        note('Nouveau pain', 'Un pain aux graines arrive.'),
      ]),
      slots,
      5,
    );
    expect(notePosts(plan).map((post) => post.note.title)).toEqual(['Nouveau pain']);
  });

  it('tells an offer running until a date at the first post and reminds its last day', () => {
    const slots = monthOf(2027, 12, 1, ['facebook']);
    const plan = planMonth(bakery([note('Bûches', '-10 % sur les bûches jusqu’au 15 décembre.')]), slots, 2);
    expect(notePosts(plan).map((post) => [post.date, post.reminder])).toEqual([
      ['2027-12-01', false],
      ['2027-12-14', true],
    ]);
  });
});

describe('the month plan: the weekday of a note’s date', () => {
  it('tells the note with the right weekday beside its date', () => {
    const plan = planMonth(
      bakery([note('Portes ouvertes', 'Portes ouvertes le vendredi 12 décembre au fournil.')]),
      monthOf(2026, 12, 1, ['instagram']),
      0,
    );
    const [told] = notePosts(plan);
    expect(told?.note.content).toBe('Portes ouvertes le samedi 12 décembre au fournil.');
    expect(told?.event).toMatchObject({ weekday: 'samedi', wrongWeekday: 'vendredi' });
  });
});

describe('the month plan: notes without a date, dates and the calendar', () => {
  it('spreads notes without a date over the month instead of stacking them at its start', () => {
    const slots = monthOf(2026, 5, 1, ['instagram']);
    const notes = [
      note('Pain', 'Un pain aux graines arrive.', true),
      note('Équipe', 'Léa rejoint le fournil.'),
    ];
    const dates = notePosts(planMonth(bakery(notes), slots, 4)).map((post) => post.date);
    expect(dates).toHaveLength(3); // both notes and the reminder of the high one
    expect(dates.at(-1)! > '2026-05-15').toBe(true);
  });

  it('still plans from a count alone (dates unknown): the first post is a note', () => {
    const plan = planMonth(bakery([note('Pain', 'Un pain aux graines arrive.')]), 9, 0);
    expect(plan).toHaveLength(9);
    expect(plan[0]?.kind).toBe('note');
    expect(plan[0]?.date).toBeUndefined();
  });

  it('gives each post its weekday, the open days the profile states and the moment of the day', () => {
    const slots = monthOf(2027, 1, 1, ['instagram']);
    const plan = planMonth(
      bakery([], 'Ouvert du mardi au samedi de 7 h à 19 h 30, fermé le lundi.'),
      slots,
      0,
    );
    expect(plan[0]).toMatchObject({ date: '2027-01-01', weekday: 'vendredi', openDay: true });
    expect(plan[3]).toMatchObject({ date: '2027-01-04', weekday: 'lundi', openDay: false });
    expect(plan[2]).toMatchObject({ weekday: 'dimanche', openDay: false });
    expect(plan[9]?.hook?.key).toBe('epiphanie');
    expect(plan[0]?.hook?.key).toBe('nouvel-an');
  });

  it('leaves the open day unknown without stated hours, and never plans a galette in December', () => {
    const plan = planMonth(bakery([]), monthOf(2028, 12, 1, ['instagram']), 0);
    expect(plan.every((entry) => entry.openDay === null)).toBe(true);
    expect(plan.some((entry) => entry.hook?.key === 'epiphanie')).toBe(false);
    expect(plan.map((entry) => entry.hook?.key)).toContain('avent');
  });
});
