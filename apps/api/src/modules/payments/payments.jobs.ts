import { z } from 'zod';
import type { Logger } from 'pino';
import { defineJob } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { UserCache } from '../auth/user-cache';
import type { BillingRepository } from './billing.repository';

export const EXPIRE_SUBSCRIPTIONS = 'payments.expire-subscriptions';

/** Daily: lapsed trials and subscriptions become expired (or cancelled when the customer asked to stop). */
export function expireSubscriptionsJob(deps: {
  billing: BillingRepository;
  userCache: UserCache;
  clock: Clock;
  logger: Logger;
  /** The demonstration's stand-in for Stripe charging kept trials at their end (Stripe does it itself). */
  chargeEndedTrials?: (() => Promise<number>) | undefined;
}) {
  return defineJob({
    name: EXPIRE_SUBSCRIPTIONS,
    payload: z.object({}),
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    cron: '5 0 * * *',
    handler: async () => {
      if (deps.chargeEndedTrials) {
        const charged = await deps.chargeEndedTrials();
        deps.logger.info({ count: charged }, 'premiers paiements après essai (démonstration)');
      }
      const expired = await deps.billing.expireLapsed(deps.clock.now());
      for (const userId of expired) deps.userCache.invalidate(userId);
      deps.logger.info({ count: expired.length }, 'essais et abonnements échus');
    },
  });
}
