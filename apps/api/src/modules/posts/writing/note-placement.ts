import { addDays, day, isoDay } from './french-calendar';
import type { NoteEvent } from './note-dates';

/** A slot as the plan sees it: its network and local date. */
export interface PlanSlot {
  platform: string;
  date: string;
  time?: string;
}

const shift = (date: string, days: number) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return isoDay(addDays(day(year, month, dayOfMonth), days));
};

/** Announced three to seven days ahead when the month allows, reminded the day before. */
const AHEAD_MIN = 3;
const AHEAD_MAX = 7;

const latest = (candidates: number[], slots: readonly PlanSlot[], test: (date: string) => boolean) =>
  candidates.filter((index) => test(slots[index]!.date)).at(-1);
const earliest = (candidates: number[], slots: readonly PlanSlot[], test: (date: string) => boolean) =>
  candidates.find((index) => test(slots[index]!.date));

/**
 * The slot (index) announcing a dated note among one network's free slots sorted by date: three to seven days
 * ahead, else the latest slot before the first day, else the day itself; while an event already running when
 * the month's posts start is told during it; never after it ends. Undefined when no slot fits.
 */
export function announcementSlot(
  free: number[],
  slots: readonly PlanSlot[],
  event: NoteEvent,
): number | undefined {
  const { from, to } = event;
  if (event.untilOnly) return earliest(free, slots, (date) => date < to);
  return (
    latest(free, slots, (date) => date >= shift(from, -AHEAD_MAX) && date <= shift(from, -AHEAD_MIN)) ??
    latest(free, slots, (date) => date < from) ??
    earliest(free, slots, (date) => date === from) ??
    // Only when no slot of the month comes before the event: it is already on.
    (free.every((index) => slots[index]!.date > from)
      ? earliest(free, slots, (date) => date <= to)
      : undefined)
  );
}

/** The slot reminding the event the day before (the last day of an offer that runs until a date). */
export function reminderSlot(
  free: number[],
  slots: readonly PlanSlot[],
  event: NoteEvent,
  announcedOn: string,
): number | undefined {
  const eve = shift(event.untilOnly ? event.to : event.from, -1);
  if (announcedOn >= eve) return undefined;
  return earliest(free, slots, (date) => date === eve);
}

/** Whether a date falls in a stated closure. */
export const inClosure = (events: readonly NoteEvent[], date: string) =>
  events.some((event) => event.closure && event.from <= date && date <= event.to);
