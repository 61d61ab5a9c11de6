/** Local wall-clock dates and times in a user's timezone, correct across daylight-saving changes. */
import { localMoment, type LocalDateTime } from '@plume/contracts/zoned-time';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 3_600_000;

/** The wall clock of an instant in a timezone, as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const local = localMoment(new Date(instant), timeZone);
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
}

export function isValidLocalDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

export const isValidLocalTime = (time: string) => TIME.test(time);

/**
 * The UTC instant of a local date and time. In the autumn's repeated hour the first occurrence is taken;
 * a time inside the spring's skipped hour does not exist and answers null.
 */
export function localToUtc(local: LocalDateTime, timeZone: string): Date | null {
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = local.time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const offsets = new Set(
    [-12, 12].map((shift) => wallClockMs(wanted + shift * HOUR_MS, timeZone) - (wanted + shift * HOUR_MS)),
  );
  const candidates = [...offsets]
    .map((offset) => wanted - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wanted)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0] as number) : null;
}
