/** A wall-clock date (YYYY-MM-DD) and time (HH:MM) in a timezone: how the owner reads a post's schedule. */
export interface LocalDateTime {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23 so that midnight reads 00:00, never 24:00.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function toLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    date: `${read('year')}-${read('month')}-${read('day')}`,
    time: `${read('hour')}:${read('minute')}`,
  };
}

/** Calendar dates are computed on UTC midnights, so daylight-saving changes never shift a day. */
export const dateAtUtcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

export const isoDateOf = (utcMidnight: Date) => utcMidnight.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const next = dateAtUtcMidnight(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoDateOf(next);
}
