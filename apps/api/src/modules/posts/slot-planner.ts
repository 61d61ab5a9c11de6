import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { YearMonth } from '@plume/contracts/months';
import { byNetwork } from '@plume/contracts/networks';
import type { PostPlatform } from '@plume/contracts/posts';
import { localMoment } from '@plume/contracts/zoned-time';
import { daysInMonth, hhmm, isoDate } from './local-time';
import { openAt, type WeeklyHours } from './opening-hours';
import { postsPerNetwork } from './volume';

/** Local hours when each network's audience is around (its practice's posting hours), all between 8 h and
 * 21 h: never a post at night (22 h–7 h). */
export const LOCAL_HOURS: Record<PostPlatform, readonly string[]> = byNetwork(
  (network) => network.practice.postingHours,
);

/** Last-day mode: the first post at least one hour after generation, the next networks 15 minutes apart. */
export const LAST_DAY_LEAD_MINUTES = 60;
const LAST_DAY_SPACING_MINUTES = 15;
const FIVE_MINUTES_MS = 5 * 60_000;

export interface PlannedSlot {
  platform: PostPlatform;
  /** Local date YYYY-MM-DD and time HH:MM in the owner's timezone. */
  date: string;
  time: string;
}

export interface SlotPlanInput {
  target: YearMonth;
  now: Date;
  timeZone: string;
  networks: readonly PostPlatform[];
  frequency: BusinessProfile['posting_frequency'];
  lastDayMode: boolean;
  /** The business's weekly opening hours when stated: a time when it is open is preferred. */
  hours?: WeeklyHours | null;
}

/** One post per network today, each at least an hour ahead (computed on instants, so DST changes hold). */
function lastDaySlots({ now, timeZone, networks }: SlotPlanInput): PlannedSlot[] {
  return networks.map((platform, index) => {
    const earliest = now.getTime() + (LAST_DAY_LEAD_MINUTES + index * LAST_DAY_SPACING_MINUTES) * 60_000;
    const local = localMoment(new Date(Math.ceil(earliest / FIVE_MINUTES_MS) * FIVE_MINUTES_MS), timeZone);
    return {
      platform,
      date: isoDate(local.year, local.month, local.day),
      time: hhmm(local.hour, local.minute),
    };
  });
}

/**
 * The time of one post: the network's reading hours in rotation, the first of them when the business is open
 * that day if its hours are known, and never an hour this network already has that day.
 */
function timeOf(
  platform: PostPlatform,
  date: string,
  index: number,
  hours: WeeklyHours | null | undefined,
  taken: Set<string>,
): string {
  const all = LOCAL_HOURS[platform];
  const rotated = all.map((_, k) => all[(index + k) % all.length]!);
  const free = rotated.filter((time) => !taken.has(`${platform} ${date} ${time.slice(0, 2)}`));
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const open = hours ? free.find((time) => openAt(hours, weekday, time)) : undefined;
  const time = open ?? free[0] ?? rotated[0]!;
  taken.add(`${platform} ${date} ${time.slice(0, 2)}`);
  return time;
}

/**
 * Dates and local times for the month's posts: from tomorrow (or the 1st of a later month) to the month's
 * end, each network's posts spread evenly and shifted against the other networks so days alternate; times
 * when the audience reads, inside the opening hours when they are known.
 */
export function planSlots(input: SlotPlanInput): PlannedSlot[] {
  if (input.lastDayMode) return lastDaySlots(input);
  const { target, now, timeZone, networks, frequency, hours } = input;
  const local = localMoment(now, timeZone);
  const isCurrent = local.year === target.year && local.month === target.month;
  const lastDay = daysInMonth(target.year, target.month);
  const firstDay = isCurrent ? local.day + 1 : 1;
  const days = lastDay - firstDay + 1;
  const count = postsPerNetwork(frequency, days);
  const slots: PlannedSlot[] = [];
  const taken = new Set<string>();
  networks.forEach((platform, networkIndex) => {
    for (let index = 0; index < count; index += 1) {
      const offset = Math.floor(((index + networkIndex / networks.length) * days) / count);
      const date = isoDate(target.year, target.month, firstDay + offset);
      slots.push({ platform, date, time: timeOf(platform, date, index, hours, taken) });
    }
  });
  return slots.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}
