import type { Logger } from 'pino';
import type { ConnectablePlatform } from '@plume/contracts/social';
import { isAppError } from '../../errors/app-error';
import type { JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import { SocialNetworkError, type PublishResult } from '../../networks/network.port';
import type { TakenOverPost } from './publish-lease.repository';
import type { LeaseKeeper } from './publish-lease';
import { publicationText } from './publish-media';
import { FAILURE_MESSAGES, MISSED_AFTER_MS, requeue } from './publish-post.job';
import type { PublishStateRepository } from './publish-state.repository';

/** Network clocks and ours differ, and Facebook's `since` counts whole seconds: the lookup starts earlier. */
export const LOOKUP_MARGIN_MS = 5 * 60_000;
/** Posts taken over per statement; the next check takes the rest. */
const TAKEOVER_BATCH = 100;
/** Closing note of a taken-over attempt whose post the network does not have: it is sent again. */
const NOT_ON_NETWORK = 'absent du réseau après interruption : nouvel envoi';

export type PublishedFinder = (
  userId: string,
  platform: ConnectablePlatform,
  post: { text: string; since: Date },
) => Promise<PublishResult | null>;

export interface RecoveryDeps {
  state: PublishStateRepository;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
  lease: LeaseKeeper;
  leaseMs: number;
  findPublished: PublishedFinder;
}

export interface RecoveryResult {
  /** Found on the network: recorded as published with the network's id. */
  confirmed: number;
  /** Not on the network: back to `scheduled` with a job now, so the usual claim sends it once. */
  resent: number;
  /** The network could not be asked for now: taken over again after another lease. */
  deferred: number;
  /** The network cannot be asked any more (account disconnected, token refused, or 6 h passed). */
  unconfirmed: number;
}

type Outcome = keyof RecoveryResult;

/** Asks the post's network whether the interrupted attempt went out. */
async function lookUp(deps: RecoveryDeps, post: TakenOverPost): Promise<PublishResult | null> {
  const since = new Date(post.since.getTime() - LOOKUP_MARGIN_MS);
  return deps.findPublished(post.userId, post.platform, { text: publicationText(post), since });
}

async function resolve(deps: RecoveryDeps, post: TakenOverPost): Promise<Outcome> {
  const { state, clock } = deps;
  let found: PublishResult | null;
  try {
    found = await lookUp(deps, post);
  } catch (error) {
    const now = clock.now();
    const permanent =
      (isAppError(error) && error.code === 'SOCIAL_CONNECTION_NOT_FOUND') ||
      (error instanceof SocialNetworkError && error.kind === 'permanent');
    if (permanent || now.getTime() - post.since.getTime() > MISSED_AFTER_MS) {
      // Sent or not, nobody can tell: the owner is asked to check, as before leases existed.
      const failure = { reason: 'unconfirmed', message: FAILURE_MESSAGES.unconfirmed } as const;
      await state.markFailed(post, { ...failure, attemptId: post.attemptId, now });
      return 'unconfirmed';
    }
    deps.logger.warn({ post: post.id }, 'réseau injoignable pour vérifier une publication interrompue');
    await state.extendLease(post.attemptId, new Date(now.getTime() + 2 * deps.leaseMs));
    return 'deferred';
  }
  const now = clock.now();
  if (found) {
    await state.markPublishedMany([{ post, externalId: found.externalId, at: now }]);
    return 'confirmed';
  }
  // Never received: back to `scheduled` (attempt closed) and a job at once. Its claim is still the only way
  // to the network, so a stale job of the dead process cannot send it a second time.
  await state.releaseForRetry(post, post.attemptId, NOT_ON_NETWORK, now);
  await requeue(deps, post);
  return 'resent';
}

/**
 * Takes over the posts whose publishing process stopped renewing its lease (killed, frozen, disconnected)
 * and resolves each by asking its network whether the post is there: published with the network's id, or
 * sent again through the usual claim. Runs in every working process every half lease, in the sweep, and
 * when a retried job finds its post still `publishing`.
 */
export async function recoverExpiredLeases(
  deps: RecoveryDeps,
  options: { postId?: string } = {},
): Promise<RecoveryResult> {
  const now = deps.clock.now();
  const taken = await deps.state.takeOverExpired({
    now,
    leaseUntil: new Date(now.getTime() + deps.leaseMs),
    limit: TAKEOVER_BATCH,
    ...options,
  });
  const result: RecoveryResult = { confirmed: 0, resent: 0, deferred: 0, unconfirmed: 0 };
  await Promise.all(
    taken.map(async (post) => {
      try {
        result[await deps.lease.hold(post.attemptId, () => resolve(deps, post))] += 1;
      } catch (error) {
        // Its lease lapses and the next check takes it over again.
        deps.logger.error({ err: error, post: post.id }, 'reprise de publication interrompue en échec');
      }
    }),
  );
  if (taken.length > 0) deps.logger.info(result, 'publications interrompues reprises');
  return result;
}
