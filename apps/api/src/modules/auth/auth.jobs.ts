import { z } from 'zod';
import type { Logger } from 'pino';
import { defineJob } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { LoginAttemptsRepository } from './login-attempts.repository';
import type { PasswordResetRepository } from './password-reset.repository';
import type { RefreshTokensRepository } from './refresh-tokens.repository';

export const PURGE_AUTH_RECORDS = 'auth.purge-expired';

/** Hourly: drops refresh tokens and reset links that can no longer be used, and past login counters. */
export function purgeAuthRecordsJob(deps: {
  refreshTokens: RefreshTokensRepository;
  loginAttempts: LoginAttemptsRepository;
  resets: PasswordResetRepository;
  clock: Clock;
  logger: Logger;
}) {
  return defineJob({
    name: PURGE_AUTH_RECORDS,
    payload: z.object({}),
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    cron: '17 * * * *',
    handler: async () => {
      const now = deps.clock.now();
      const tokens = await deps.refreshTokens.purgeExpired(now);
      const counters = await deps.loginAttempts.purgeBefore(new Date(now.getTime() - 86_400_000));
      const resetLinks = await deps.resets.purgeExpired(now);
      deps.logger.info(
        { tokens, counters, resetLinks },
        'jetons et compteurs de connexion expirés supprimés',
      );
    },
  });
}
