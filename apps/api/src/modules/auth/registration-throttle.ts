import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { fixedWindow, minutesLabel } from './fixed-window';
import type { LoginAttemptsRepository } from './login-attempts.repository';

export interface RegistrationThrottleOptions {
  attempts: LoginAttemptsRepository;
  clock: Clock;
  maxPerIp: number;
  windowMinutes: number;
}

/**
 * Limits account creation per IP over a fixed window, in the login counters' table (shared by every API
 * process). Every attempt that passes validation counts, taken or free address alike, so the limit also
 * slows anyone testing which addresses have an account.
 */
export function createRegistrationThrottle(options: RegistrationThrottleOptions) {
  const window = fixedWindow(options.clock, options.windowMinutes);
  return {
    async consume(ip: string): Promise<void> {
      if (await options.attempts.consumeUpTo(`register-ip:${ip}`, window.start(), options.maxPerIp)) return;
      const { seconds, minutes } = window.remaining();
      throw new AppError('TOO_MANY_REGISTRATIONS', {
        detail: `Trop de comptes créés depuis cette connexion. Veuillez réessayer dans ${minutesLabel(minutes)}.`,
        headers: { 'retry-after': String(seconds) },
      });
    },
  };
}

export type RegistrationThrottle = ReturnType<typeof createRegistrationThrottle>;
