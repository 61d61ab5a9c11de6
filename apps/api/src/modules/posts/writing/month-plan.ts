import { openOnWeekday, weeklyHoursFromText, type WeeklyHours } from '../opening-hours';
import type { Angle } from './angles';
import { anglesFor } from './angles-available';
import { FRENCH_WEEKDAYS, weekdayOf, type FrenchWeekday } from './french-calendar';
import { materialOf, type Material } from './material';
import { noteEvent, withRightWeekday, type NoteEvent } from './note-dates';
import { announcementSlot, inClosure, reminderSlot, type PlanSlot } from './note-placement';
import { seasonalHookFor, type SeasonalHook } from './seasonal-hooks';
import { hashSeed } from '../../../lib/text-tools';
import { sayIn } from './voice';
import type { WriterFacts } from '../writer.port';

export type { PlanSlot } from './note-placement';

/** When a planned post goes out, known when the plan was made from the month's slots. */
export interface PlanWhen {
  /** The slot's local date (YYYY-MM-DD) and its weekday. */
  date?: string;
  weekday?: FrenchWeekday;
  /** Whether the business is open that day: false on a stated closed day or during a closure note, null when
   * its hours are unknown. Only a post on a day that is `true` may say "passez aujourd'hui". */
  openDay?: boolean | null;
  /** The moment of the French calendar this day offers to this trade, null on an ordinary day. */
  hook?: SeasonalHook | null;
}

export type PlanEntry =
  | ({
      kind: 'note';
      note: Material['notes'][number];
      reminder: boolean;
      n: number;
      /** The dated event the note speaks of (null for a note without date), to retell with its weekday. */
      event?: NoteEvent | null;
    } & PlanWhen)
  | ({ kind: 'angle'; angle: Angle; n: number; item: number } & PlanWhen);

type NoteEntry = Extract<PlanEntry, { kind: 'note' }>;

/** The weekly hours the owner's profile states, if any. */
export const hoursOfMaterial = (m: Material) =>
  weeklyHoursFromText([m.description, m.contact.coordinates].join('\n'));

/** Dated notes first: each announced on every network before its date, reminded the day before when a slot
 * of that day exists; an event over before the month's first post is not mentioned at all. */
function placeDatedNotes(
  plan: Array<PlanEntry | undefined>,
  slots: readonly PlanSlot[],
  dated: Array<{ note: Material['notes'][number]; n: number; event: NoteEvent }>,
) {
  const networks = [...new Set(slots.map((slot) => slot.platform))];
  const byDate = (a: number, b: number) => slots[a]!.date.localeCompare(slots[b]!.date) || a - b;
  for (const { note, n, event } of dated) {
    for (const network of networks) {
      const free = () =>
        slots
          .map((slot, index) => index)
          .filter((index) => slots[index]!.platform === network && plan[index] === undefined)
          .sort(byDate);
      const announce = announcementSlot(free(), slots, event);
      if (announce === undefined) continue;
      plan[announce] = { kind: 'note', note, reminder: false, n, event };
      const remind = reminderSlot(free(), slots, event, slots[announce]!.date);
      if (remind !== undefined) plan[remind] = { kind: 'note', note, reminder: true, n, event };
    }
  }
}

/** Notes without date spread evenly over the free slots (at most a third of the month), high priority first,
 * and come back once as a reminder when the month is long enough. */
function placeUndatedNotes(
  plan: Array<PlanEntry | undefined>,
  undated: Array<{ note: Material['notes'][number]; n: number }>,
  allNotes: number,
) {
  const queue: NoteEntry[] = undated.map(({ note, n }) => ({ kind: 'note', note, reminder: false, n }));
  if (plan.length >= allNotes * 4) {
    queue.push(
      ...undated
        .filter(({ note }) => note.high)
        .map(({ note }, n) => ({ kind: 'note' as const, note, reminder: true, n })),
    );
  }
  const free = plan.flatMap((entry, index) => (entry === undefined ? [index] : []));
  const count = Math.min(queue.length, Math.ceil(plan.length / 3), free.length);
  for (let j = 0; j < count; j += 1) plan[free[Math.floor((j * free.length) / count)]!] = queue[j];
}

function whenOf(
  slot: PlanSlot,
  m: Material,
  hours: WeeklyHours | null,
  events: readonly NoteEvent[],
): PlanWhen {
  const weekday = weekdayOf(slot.date);
  const open = inClosure(events, slot.date) ? false : openOnWeekday(hours, FRENCH_WEEKDAYS.indexOf(weekday));
  return { date: slot.date, weekday, openDay: open, hook: seasonalHookFor(slot.date, m.type) };
}

/**
 * The month's plan, one entry per slot: dated notes on or before their date (announced ahead, reminded the
 * day before), other notes spread over the month, and the angles the facts allow in rotation, so that
 * consecutive posts never share an angle and a repeated angle uses another shape and another fact. Given the
 * slots (not only their count), each entry also carries its date, weekday, open day and calendar moment.
 */
export function planMonth(
  m: Material,
  slotsOrCount: readonly PlanSlot[] | number,
  seed: number,
): PlanEntry[] {
  const slots = typeof slotsOrCount === 'number' ? null : slotsOrCount;
  const count = slots ? slots.length : (slotsOrCount as number);
  const first = slots?.map((slot) => slot.date).sort()[0];
  const target = first ? { year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) } : null;
  const notes = m.notes.map((note, n) => {
    const event = target ? noteEvent(note, target) : null;
    // The owner's date stands; a weekday written beside it that does not match is put right.
    const told = event
      ? {
          ...note,
          title: withRightWeekday(note.title, event),
          content: withRightWeekday(note.content, event),
        }
      : note;
    return { note: told, n, event };
  });
  const dated = notes.flatMap((entry) => (entry.event ? [{ ...entry, event: entry.event }] : []));
  const plan: Array<PlanEntry | undefined> = Array.from({ length: count }, () => undefined);
  if (slots) placeDatedNotes(plan, slots, dated);
  placeUndatedNotes(
    plan,
    notes.filter((entry) => !entry.event),
    m.notes.length,
  );

  const angles = anglesFor(m);
  const uses = new Map<string, number>();
  let next = seed % angles.length;
  const hours = slots ? hoursOfMaterial(m) : null;
  const events = dated.map((entry) => entry.event);
  return plan.map((entry, index) => {
    const when = slots ? whenOf(slots[index]!, m, hours, events) : {};
    if (entry) return { ...entry, ...when };
    const angle = angles[next % angles.length]!;
    next += 1;
    const n = uses.get(angle.key) ?? 0;
    uses.set(angle.key, n + 1);
    return { kind: 'angle', angle, n, item: n + (seed % 7), ...when };
  });
}

/** The month's plan exactly as both writers make it at their first attempt (same seed), for the steps that
 * prepare their slots (the media matched to each post's subject). */
export function monthPlanOf(facts: WriterFacts, slots: readonly PlanSlot[]): PlanEntry[] {
  const m = materialOf(facts);
  return planMonth(m, slots, hashSeed(m.name, facts.monthKey, facts.profile.brand_tone));
}

/** What a planned post speaks of, in words: the note, or the fact its angle draws on, and the day's moment. */
export function planTopic(m: Material, entry: PlanEntry): string {
  const about =
    entry.kind === 'note'
      ? `${entry.note.title} ${entry.note.content}`
      : ((text) =>
          text ? [text.subject, ...text.tags, text.openings[0] ?? '', ...text.body.flat()].join(' ') : '')(
          entry.angle.write({ m, say: sayIn('vous'), n: entry.n, item: entry.item }),
        );
  return `${about} ${entry.hook?.label ?? ''}`.trim();
}
