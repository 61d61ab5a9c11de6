import type { Clock } from '../../lib/clock';

/** Fixed time windows for the database counters of login-attempts (login and reset-request throttles). */
export function fixedWindow(clock: Clock, windowMinutes: number) {
  const windowMs = windowMinutes * 60_000;
  const start = () => new Date(Math.floor(clock.now().getTime() / windowMs) * windowMs);
  return {
    start,
    /** Whole seconds (at least 1) and minutes until the current window ends, for `retry-after` and messages. */
    remaining() {
      const seconds = Math.max(1, Math.ceil((start().getTime() + windowMs - clock.now().getTime()) / 1000));
      return { seconds, minutes: Math.ceil(seconds / 60) };
    },
  };
}

export const minutesLabel = (minutes: number) => `${minutes} minute${minutes > 1 ? 's' : ''}`;
