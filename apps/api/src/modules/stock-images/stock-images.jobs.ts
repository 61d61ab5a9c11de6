import { z } from 'zod';
import type { Logger } from 'pino';
import { defineJob } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';

export const PURGE_STOCK_CACHE = 'stock-images.purge-cache';

/** Hourly: stock-image answers older than their 24 h are dropped (the provider's terms allow no longer). */
export function purgeStockCacheJob(deps: {
  cache: { purgeExpired(now: Date): Promise<number> };
  clock: Clock;
  logger: Logger;
}) {
  return defineJob({
    name: PURGE_STOCK_CACHE,
    payload: z.object({}),
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    cron: '41 * * * *',
    handler: async () => {
      const removed = await deps.cache.purgeExpired(deps.clock.now());
      deps.logger.info({ removed }, 'réponses d’images libres expirées supprimées');
    },
  });
}
