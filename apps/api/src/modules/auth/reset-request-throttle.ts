import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { fixedWindow, minutesLabel } from './fixed-window';
import type { LoginAttemptsRepository } from './login-attempts.repository';

export interface ResetRequestThrottleOptions {
  attempts: LoginAttemptsRepository;
  clock: Clock;
  maxPerEmail: number;
  maxPerIp: number;
  windowMinutes: number;
}

/**
 * Counts every reset request (not only failures, as for logins) per e-mail and per IP in the login
 * counters' table, so nobody can flood an inbox or scan addresses. Unknown addresses are counted the
 * same way, so the limit reveals nothing about which addresses have an account.
 */
export function createResetRequestThrottle(options: ResetRequestThrottleOptions) {
  const { attempts, maxPerEmail, maxPerIp } = options;
  const window = fixedWindow(options.clock, options.windowMinutes);
  return {
    async consume(email: string, ip: string): Promise<void> {
      const start = window.start();
      const [byEmail, byIp] = await Promise.all([
        attempts.increment(`reset-email:${email}`, start),
        attempts.increment(`reset-ip:${ip}`, start),
      ]);
      if (byEmail <= maxPerEmail && byIp <= maxPerIp) return;
      const { seconds, minutes } = window.remaining();
      throw new AppError('TOO_MANY_RESET_REQUESTS', {
        detail: `Trop de demandes de réinitialisation. Veuillez réessayer dans ${minutesLabel(minutes)}.`,
        headers: { 'retry-after': String(seconds) },
      });
    },
  };
}

export type ResetRequestThrottle = ReturnType<typeof createResetRequestThrottle>;
