import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { LoginAttemptsRepository } from './login-attempts.repository';
import { fixedWindow, minutesLabel } from './fixed-window';

export interface LoginThrottleOptions {
  attempts: LoginAttemptsRepository;
  clock: Clock;
  maxPerEmail: number;
  maxPerIp: number;
  windowMinutes: number;
}

/**
 * Slows brute force: every login attempt takes a slot per e-mail and per IP over a fixed window before the
 * password is even checked, in one conditional statement per counter, so concurrent attempts can never get
 * more evaluations than the limit. A success clears the e-mail's counter and gives the IP its slot back:
 * only failures keep counting.
 */
export function createLoginThrottle({
  attempts,
  clock,
  maxPerEmail,
  maxPerIp,
  windowMinutes,
}: LoginThrottleOptions) {
  const window = fixedWindow(clock, windowMinutes);
  const keys = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}` });

  function refuse(): never {
    const { seconds, minutes } = window.remaining();
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
      detail: `Trop de tentatives de connexion. Veuillez réessayer dans ${minutesLabel(minutes)}.`,
      headers: { 'retry-after': String(seconds) },
    });
  }

  return {
    /** Takes the attempt's slots, or refuses with a 429 when the e-mail or the IP has none left. */
    async reserve(email: string, ip: string): Promise<void> {
      const start = window.start();
      const key = keys(email, ip);
      if (!(await attempts.consumeUpTo(key.email, start, maxPerEmail))) refuse();
      if (!(await attempts.consumeUpTo(key.ip, start, maxPerIp))) {
        await attempts.release(key.email, start);
        refuse();
      }
    },

    async recordSuccess(email: string, ip: string): Promise<void> {
      const key = keys(email, ip);
      await Promise.all([attempts.clear(key.email), attempts.release(key.ip, window.start())]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
