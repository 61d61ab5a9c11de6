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

/** Slows brute force: failed logins are counted per e-mail and per IP over a fixed window. */
export function createLoginThrottle({
  attempts,
  clock,
  maxPerEmail,
  maxPerIp,
  windowMinutes,
}: LoginThrottleOptions) {
  const window = fixedWindow(clock, windowMinutes);
  const windowStart = window.start;
  const keys = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}` });

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const start = windowStart();
      const key = keys(email, ip);
      const [byEmail, byIp] = await Promise.all([
        attempts.count(key.email, start),
        attempts.count(key.ip, start),
      ]);
      if (byEmail < maxPerEmail && byIp < maxPerIp) return;
      const { seconds, minutes } = window.remaining();
      throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
        detail: `Trop de tentatives de connexion. Veuillez réessayer dans ${minutesLabel(minutes)}.`,
        headers: { 'retry-after': String(seconds) },
      });
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const start = windowStart();
      const key = keys(email, ip);
      await Promise.all([attempts.increment(key.email, start), attempts.increment(key.ip, start)]);
    },

    async recordSuccess(email: string): Promise<void> {
      await attempts.clear(keys(email, '').email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
