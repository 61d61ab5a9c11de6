import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ConnectablePlatform } from '@plume/contracts/social';
import type { PostRow } from '../../db/schema/index';
import { isAppError } from '../../errors/app-error';
import { defineJob, type JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import { coalesce } from '../../lib/coalesce';
import { SocialNetworkError, type PublishMedia, type PublishResult } from '../../networks/network.port';
import { DAILY_QUOTA_NETWORK } from './daily-quota';
import { createNetworkLimiter, type NetworkLimiter } from './network-limiter';
import { publicationText, type PublishMediaLoader } from './publish-media';
import type { ClaimedPost, ClaimRequest, PublishedOutcome } from './publish-batch.repository';
import type { LeaseKeeper } from './publish-lease';
import type { PublishStateRepository } from './publish-state.repository';

export const PUBLISH_POST = 'publishing.publish-post';
export const publishPostPayload = z.object({ postId: z.string(), version: z.number().int() });
/** What services and the sweep send; the handler is attached in the composition root. */
export const publishPostJob = { name: PUBLISH_POST, payload: publishPostPayload };

/** Beyond this lateness (downtime) a post is not published any more: it is failed as 'missed'. */
export const MISSED_AFTER_MS = 6 * 3_600_000;
export const FAILURE_MESSAGES = {
  missed:
    "Publication manquée : le service était indisponible à l'heure prévue (plus de 6 h de retard). Reprogrammez le post ou relancez-le.",
  unconfirmed:
    "Publication à vérifier : l'envoi au réseau a été interrompu et son résultat est inconnu. Vérifiez sur le réseau avant de relancer.",
  disconnected: "Le compte de ce réseau n'est plus connecté : reconnectez-le puis relancez le post.",
  unexpected: 'La publication a échoué de façon inattendue. Relancez le post.',
} as const;

/** The first job of a schedule version has an id derived from `${post id}:${version}`: sent twice, it is
 * stored once. */
export function publishJobId(postId: string, version: number): string {
  const hex = createHash('sha256').update(`${PUBLISH_POST}:${postId}:${version}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type PostPublisher = (
  userId: string,
  platform: ConnectablePlatform,
  post: { text: string; media: readonly PublishMedia[] },
) => Promise<PublishResult>;

export interface PublishPostDeps {
  state: PublishStateRepository;
  queue: JobQueue;
  publish: PostPublisher;
  mediaOf: PublishMediaLoader;
  clock: Clock;
  logger: Logger;
  retry: { limit: number; delaySeconds: number };
  instagramDailyQuota: number;
  /** Calls at once per network in this process; every network the engine publishes on has its own. */
  concurrency: Record<ConnectablePlatform, number>;
  /** Holds each claimed attempt's lease while its network call runs. */
  lease: LeaseKeeper;
  leaseMs: number;
  /** Takes this post over if its lease expired (publish-recovery.ts); nothing while another process holds it. */
  recover(postId: string): Promise<unknown>;
}

/** Sends another job for the same schedule version (quota wait, sweep): the claim keeps it single. */
export async function requeue(
  deps: Pick<PublishPostDeps, 'queue' | 'state'>,
  post: Pick<PostRow, 'id' | 'scheduleVersion'>,
  startAfter?: Date,
) {
  const id = await deps.queue.send(
    publishPostJob,
    { postId: post.id, version: post.scheduleVersion },
    { id: randomUUID(), ...(startAfter ? { startAfter } : {}) },
  );
  await deps.state.setJobId(post.id, post.scheduleVersion, id);
}

/** When an Instagram account over its 24 h quota may publish again, or null when it may now. */
async function quotaWait(deps: PublishPostDeps, post: PostRow, now: Date): Promise<Date | null> {
  if (post.platform !== DAILY_QUOTA_NETWORK) return null;
  const dayMs = 86_400_000;
  const calls = await deps.state.recentCalls(
    post.userId,
    DAILY_QUOTA_NETWORK,
    new Date(now.getTime() - dayMs),
  );
  if (calls.length < deps.instagramDailyQuota) return null;
  const freed = calls[calls.length - deps.instagramDailyQuota] as Date;
  return new Date(freed.getTime() + dayMs + 60_000);
}

/** The engine's hot path, shared by the jobs running at once: one claim statement and one outcome statement
 * per batch instead of one per post. */
interface BatchedState {
  claim(request: ClaimRequest): Promise<ClaimedPost | undefined>;
  recordPublished(outcome: PublishedOutcome): Promise<void>;
}

async function attemptPublication(
  deps: PublishPostDeps,
  batched: BatchedState,
  limited: NetworkLimiter,
  post: ClaimedPost,
  retryCount: number,
) {
  let result: PublishResult;
  try {
    const media = post.hasMedia ? await deps.mediaOf(post) : [];
    const platform = post.platform;
    result = await limited(platform, () =>
      deps.publish(post.userId, platform, { text: publicationText(post), media }),
    );
  } catch (error) {
    await settleRefusal(deps, post, retryCount, error);
    return;
  }
  // Outside the try on purpose: once the network has accepted, a failure to record it must not release the
  // post for another try. It stays `publishing` with its attempt open; once its lease lapses, the takeover
  // finds the post on the network and records it as published.
  await batched.recordPublished({ post, externalId: result.externalId, at: deps.clock.now() });
}

/** The network refused or failed: permanent → failed with its reason; transient → released and retried
 * (rethrown for the engine's backoff) until the retries run out. */
async function settleRefusal(deps: PublishPostDeps, post: ClaimedPost, retryCount: number, error: unknown) {
  const { state } = deps;
  const { attemptId } = post;
  const now = deps.clock.now();
  if (isAppError(error) && error.code === 'SOCIAL_CONNECTION_NOT_FOUND') {
    await state.markFailed(post, {
      reason: 'permanent',
      message: FAILURE_MESSAGES.disconnected,
      attemptId,
      now,
    });
    return;
  }
  const network = error instanceof SocialNetworkError ? error : undefined;
  if (network?.kind === 'permanent') {
    await state.markFailed(post, { reason: 'permanent', message: network.reason, attemptId, now });
    return;
  }
  const message = network?.reason ?? FAILURE_MESSAGES.unexpected;
  if (retryCount >= deps.retry.limit) {
    await state.markFailed(post, { reason: 'retries_exhausted', message, attemptId, now });
    return;
  }
  await state.releaseForRetry(post, attemptId, message, now);
  deps.logger.warn({ post: post.id, retryCount }, 'publication refusée pour un temps, nouvel essai prévu');
  throw error;
}

/**
 * Why a due job could not claim its post: superseded or already settled (nothing to do), in flight elsewhere
 * or interrupted (→ taken over once its lease expired: the network is asked, ADR 0011), not due yet (→ a job at its time), more than 6 h late
 * (→ 'Manqué'), or an Instagram account over its quota (→ a job after the window; the post stays scheduled).
 */
async function settleUnclaimed(deps: PublishPostDeps, postId: string, version: number, now: Date) {
  const { state } = deps;
  const post = await state.findPost(postId);
  if (!post || post.scheduleVersion !== version) return;
  if (post.status === 'publishing') {
    // Another process holds its lease (nothing to do), or held it and died: taken over here, at once.
    await deps.recover(postId);
    return;
  }
  if (post.status !== 'scheduled' || !post.scheduledAt) return;
  // Never before its time: a job that started early (clocks apart) comes back when the post is due.
  if (post.scheduledAt.getTime() > now.getTime()) {
    await requeue(deps, post, post.scheduledAt);
    return;
  }
  if (now.getTime() - post.scheduledAt.getTime() > MISSED_AFTER_MS) {
    await state.markFailed(post, { reason: 'missed', message: FAILURE_MESSAGES.missed, now });
    return;
  }
  // Over the Instagram quota: a job after the window. Otherwise the post fell due between the claim's instant
  // and now: a job at once, rather than waiting for the sweep.
  const wait = await quotaWait(deps, post, now);
  await requeue(deps, post, wait ?? undefined);
}

/**
 * One publish job per schedule version. The claim (scheduled → publishing, this version only) and the
 * attempt row with its lease are written before the network is called, and the lease is renewed while the
 * call runs; a post whose lease expired is taken over and its network asked before anything is sent again
 * (ADR 0011).
 */
export function publishPostJobDefinition(deps: PublishPostDeps) {
  const { state, clock } = deps;
  const limited = createNetworkLimiter(deps.concurrency);
  const batched: BatchedState = {
    // The claim's instant is taken when its statement runs, after every job of the batch has asked.
    claim: coalesce((requests: ClaimRequest[]) => {
      const now = clock.now();
      return state.claimMany(requests, {
        now,
        instagramDailyQuota: deps.instagramDailyQuota,
        leaseUntil: new Date(now.getTime() + deps.leaseMs),
      });
    }),
    // Outcomes arrive one by one as the network answers: waiting 20 ms gathers them into far fewer statements
    // (a post shows "publishing" that much longer; nothing is sent again meanwhile).
    recordPublished: coalesce((outcomes: PublishedOutcome[]) => state.markPublishedMany(outcomes), {
      gatherMs: 20,
    }),
  };
  return defineJob({
    ...publishPostJob,
    retry: { limit: deps.retry.limit, delaySeconds: deps.retry.delaySeconds, backoff: true },
    expireInSeconds: 10 * 60,
    // Two batches in flight, each twice every network's slots together: while one batch waits for its last
    // answers the other keeps the networks busy (5,000 posts due at once: p99 lateness ~5.8 s with one batch of
    // four times the slots, ~4.6–4.9 s this way on an idle machine). The limiter holds each network to its own
    // concurrency, and claims stay one statement at a time (coalesce), so the quota counts hold.
    worker: { batchSize: 2 * Object.values(deps.concurrency).reduce((sum, slots) => sum + slots, 0) },
    localConcurrency: 2,
    // A post's job is sent long before its time and nothing announces that it falls due: every 2 s each working
    // process looks when the next scheduled post does and wakes its workers at that instant (a "publish now" is
    // announced by its send). The due check finds what the look does not see: retries, quota waits, a post
    // scheduled after the last look for the seconds that follow it.
    nextDue: { everyMs: 2_000, inMs: (horizonMs) => deps.state.nextDueInMs(horizonMs) },
    dueCheckSeconds: 10,
    handler: async ({ postId, version }, { jobId, retryCount }) => {
      const attemptKey = `${postId}:${version}:${jobId}:${retryCount}`;
      const claimed = await batched.claim({ postId, version, attemptKey });
      if (claimed)
        await deps.lease.hold(claimed.attemptId, () =>
          attemptPublication(deps, batched, limited, claimed, retryCount),
        );
      else await settleUnclaimed(deps, postId, version, clock.now());
    },
  });
}
