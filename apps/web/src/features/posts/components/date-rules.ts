import { POST_MESSAGES, scheduleRangeMessage, scheduleWindow as windowOfMonth } from '@plume/contracts/posts';
import { toLocalDateTime, type LocalDateTime } from '@plume/contracts/zoned-time';
import { addDays } from './calendar-dates';

/** docs/spec/part-2-signed-in-application.md §9: the time must be at least 10 minutes ahead. */
export const MIN_LEAD_MINUTES = 10;
/** docs/spec/part-2-signed-in-application.md §5: with no date yet, tomorrow at 10:00. */
export const DEFAULT_TIME = '10:00';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ScheduleContext {
  /** The post's month key (janvier_2025): the window ends with the month after it. */
  monthKey: string;
  now: Date;
  /** The owner's timezone (users.timezone, default Europe/Paris). */
  timeZone: string;
}

/** Allowed dates, both included: from the owner's today to the end of the month after the post's month (the
 * same window the server applies). */
export const scheduleWindow = ({ monthKey, now, timeZone }: ScheduleContext) =>
  windowOfMonth(monthKey, toLocalDateTime(now, timeZone).date);

export const rangeMessage = (window: { min: string; max: string }) =>
  scheduleRangeMessage(window.min, window.max);

/** The client-side checks of docs/spec/part-2-signed-in-application.md §5, in the spec's order; null when the
 * date and time are valid.
 * The server applies the same rules and stays the authority (its clock, the owner's timezone). */
export function checkSchedule(value: Partial<LocalDateTime>, context: ScheduleContext): string | null {
  const { date, time } = value;
  if (!date || !time || !DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) {
    return POST_MESSAGES.dateTimeRequired;
  }
  const window = scheduleWindow(context);
  if (date < window.min) return POST_MESSAGES.dateInPast;
  if (date > window.max) return POST_MESSAGES.dateAfterNextMonth;
  const earliest = toLocalDateTime(
    new Date(context.now.getTime() + MIN_LEAD_MINUTES * 60_000),
    context.timeZone,
  );
  // Wall-clock strings in one zone compare in time order (only the repeated autumn hour is ambiguous).
  if (`${date}T${time}` < `${earliest.date}T${earliest.time}`) return POST_MESSAGES.tooSoon;
  return null;
}

/** The dialog's starting value: the post's own schedule, else tomorrow at 10:00 in the owner's timezone. */
export function defaultSchedule(
  post: { scheduled_date: string | null; scheduled_time: string | null },
  now: Date,
  timeZone: string,
): LocalDateTime {
  if (post.scheduled_date && post.scheduled_time) {
    return { date: post.scheduled_date, time: post.scheduled_time.slice(0, 5) };
  }
  return { date: addDays(toLocalDateTime(now, timeZone).date, 1), time: DEFAULT_TIME };
}
