/**
 * Wall-clock readings of an instant in a timezone, for the API and the web alike: the owner's months, the
 * generation's availability, the writer's slots, the schedule's dates and times. Intl applies the
 * daylight-saving rules; nothing else reads a wall clock.
 */

/** An owner's timezone when none is stored (users.timezone's default). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** Wall-clock reading of an instant in a timezone. */
export interface LocalMoment {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A wall-clock date (YYYY-MM-DD) and time (HH:MM): how the owner reads a post's schedule. */
export interface LocalDateTime {
  date: string;
  time: string;
}

// One formatter per timezone: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23 so that midnight reads 00, never 24.
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The one place that reads a wall clock. */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local date and time of an instant, as the schedule's fields write them. */
export function toLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const local = localMoment(instant, timeZone);
  return {
    date: `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}
