import { z } from 'zod';
import type { Logger } from 'pino';
import { defineJob } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { LoginAttemptsRepository } from './login-attempts.repository';
import type { RefreshTokensRepository } from './refresh-tokens.repository';

export const PURGE_AUTH_RECORDS = 'auth.purge-expired';

/** Hourly: drops refresh tokens that can no longer be used and login counters of past windows. */
export function purgeAuthRecordsJob(deps: {
  refreshTokens: RefreshTokensRepository;
  loginAttempts: LoginAttemptsRepository;
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
      deps.logger.info({ tokens, counters }, 'jetons et compteurs de connexion expirés supprimés');
    },
  });
}
