import { POST_MESSAGES, scheduleRangeMessage, scheduleWindow } from '@plume/contracts/posts';
import { AppError } from '../../errors/app-error';
import { toLocalDateTime, type LocalDateTime } from '@plume/contracts/zoned-time';
import { isValidLocalDate, isValidLocalTime, localToUtc } from './local-time';

/** docs/spec/part-2-signed-in-application.md §9: the time must be at least 10 minutes ahead. */
export const MINIMUM_LEAD_MS = 10 * 60_000;

export interface ScheduleTarget {
  scheduledAt: Date;
  local: LocalDateTime;
}

/**
 * The move and schedule date rules of docs/spec/part-2-signed-in-application.md §5, in the owner's timezone:
 * a date and a time, not before today, not after the end of the month after the post's month, at least 10
 * minutes ahead, and a local time that exists (the spring gap is refused rather than silently shifted: the
 * owner chose that hour).
 */
export function resolveScheduleTarget(
  local: Partial<LocalDateTime>,
  context: { now: Date; timeZone: string; monthKey: string },
): ScheduleTarget {
  const { date, time } = local;
  if (!date || !time || !isValidLocalDate(date) || !isValidLocalTime(time)) {
    throw new AppError('SCHEDULE_DATE_REQUIRED');
  }
  const today = toLocalDateTime(context.now, context.timeZone).date;
  const window = scheduleWindow(context.monthKey, today);
  if (date < today) throw new AppError('SCHEDULE_DATE_IN_PAST');
  if (date > window.max) {
    const range = window.max >= window.min ? ` ${scheduleRangeMessage(window.min, window.max)}` : '';
    throw new AppError('SCHEDULE_DATE_TOO_LATE', { detail: `${POST_MESSAGES.dateAfterNextMonth}.${range}` });
  }
  const scheduledAt = localToUtc({ date, time }, context.timeZone);
  if (!scheduledAt) throw new AppError('SCHEDULE_TIME_NONEXISTENT');
  if (scheduledAt.getTime() < context.now.getTime() + MINIMUM_LEAD_MS)
    throw new AppError('SCHEDULE_TOO_SOON');
  return { scheduledAt, local: { date, time } };
}

const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The `scheduled_date` of the move calls: a local date-time without offset ("2026-03-29T10:00") is the
 * owner's wall clock; one with an offset or Z is an instant, read back in the owner's timezone.
 */
export function parseMoveDate(value: string, timeZone: string): Partial<LocalDateTime> {
  const trimmed = value.trim();
  const local = LOCAL_ISO.exec(trimmed);
  if (local) return { date: local[1], time: local[2] };
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return {};
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? {} : toLocalDateTime(instant, timeZone);
}
