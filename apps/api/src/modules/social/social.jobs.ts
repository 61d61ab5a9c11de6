import { z } from 'zod';
import type { Logger } from 'pino';
import { defineJob } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { TokenCipher } from '../../lib/encryption';
import type { RefreshableOAuth } from '../../networks/network.port';
import { SocialNetworkError } from '../../networks/network.port';
import type { SocialRepository } from './social.repository';
import type { StagedMediaRepository } from './staged-media.repository';

export const REFRESH_INSTAGRAM_TOKENS = 'social.instagram-token-refresh';
export const PURGE_SOCIAL_RECORDS = 'social.purge-expired';

/** Instagram tokens last 60 days; refreshing those with under 20 days left gives several daily attempts
 * long before expiry. A refresh needs a token at least 24 hours old (docs/design/API-FACTS.md §2). */
export const REFRESH_WHEN_DAYS_LEFT = 20;
const DAY_MS = 86_400_000;

export async function refreshInstagramTokens(deps: {
  repository: SocialRepository;
  oauth: Pick<RefreshableOAuth, 'refreshToken'>;
  cipher: TokenCipher;
  clock: Clock;
  logger: Logger;
}) {
  const now = deps.clock.now();
  const due = await deps.repository.instagramTokensExpiringBefore(
    new Date(now.getTime() + REFRESH_WHEN_DAYS_LEFT * DAY_MS),
  );
  let refreshed = 0;
  for (const connection of due) {
    if (now.getTime() - connection.tokenRefreshedAt.getTime() < DAY_MS) continue;
    try {
      const token = await deps.oauth.refreshToken(deps.cipher.decrypt(connection.accessTokenEncrypted));
      await deps.repository.updateToken({
        id: connection.id,
        accessTokenEncrypted: deps.cipher.encrypt(token.accessToken),
        tokenExpiresAt: new Date(now.getTime() + token.expiresInSeconds * 1000),
        now,
      });
      refreshed += 1;
    } catch (error) {
      const rejected = error instanceof SocialNetworkError && error.tokenInvalid;
      const expired = connection.tokenExpiresAt !== null && connection.tokenExpiresAt <= now;
      // eslint-disable-next-line no-restricted-syntax -- this job renews Instagram's tokens only
      if (rejected || expired) await deps.repository.markNeedsReconnect(connection.userId, 'instagram');
      // Ids only: never the token.
      deps.logger.warn({ connectionId: connection.id, rejected }, 'renouvellement du jeton Instagram refusé');
    }
  }
  return { due: due.length, refreshed };
}

/** Daily, well before the 60-day expiry: see REFRESH_WHEN_DAYS_LEFT. */
export function refreshInstagramTokensJob(deps: Parameters<typeof refreshInstagramTokens>[0]) {
  return defineJob({
    name: REFRESH_INSTAGRAM_TOKENS,
    payload: z.object({}),
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    cron: '23 4 * * *',
    handler: async () => {
      const result = await refreshInstagramTokens(deps);
      deps.logger.info(result, 'jetons Instagram renouvelés');
    },
  });
}

/** Hourly: nonces of expired OAuth states and staged media past their 24 hours. */
export function purgeSocialRecordsJob(deps: {
  repository: SocialRepository;
  stagedMedia: StagedMediaRepository;
  clock: Clock;
  logger: Logger;
}) {
  return defineJob({
    name: PURGE_SOCIAL_RECORDS,
    payload: z.object({}),
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    cron: '41 * * * *',
    handler: async () => {
      const now = deps.clock.now();
      const states = await deps.repository.purgeStateNonces(now);
      const media = await deps.stagedMedia.purgeExpired(now);
      deps.logger.info({ states, media }, 'états OAuth et médias préparés expirés supprimés');
    },
  });
}
