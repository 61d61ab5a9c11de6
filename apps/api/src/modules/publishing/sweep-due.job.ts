import type { Logger } from 'pino';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { PublishStateRepository } from './publish-state.repository';
import { FAILURE_MESSAGES, MISSED_AFTER_MS, requeue } from './publish-post.job';

export const SWEEP_DUE = 'publishing.sweep-due';
/** Sent once when a process starts, besides the cron. */
export const sweepDueJobRef = { name: SWEEP_DUE, payload: z.object({}) };
/** A due post's own job normally runs within seconds: only posts this late without a live job are swept. */
const GRACE_MS = 60_000;
/** A post `publishing` without any open attempt and without a live job this long was abandoned. */
const STUCK_AFTER_MS = 15 * 60_000;
const BATCH = 500;

export interface SweepResult {
  requeued: number;
  missed: number;
  unconfirmed: number;
  /** Posts taken over from a process whose lease expired (publish-recovery.ts). */
  recovered: number;
}

interface SweepDeps {
  state: PublishStateRepository;
  queue: JobQueue;
  clock: Clock;
  /** Takes over posts whose publishing lease expired; answers how many. */
  recoverLeases(): Promise<number>;
}

/**
 * Catches what the publish jobs cannot: a scheduled post whose job was lost (or never committed) is sent
 * again when less than 6 h late and failed as 'missed' otherwise; a post left `publishing` by a dead process
 * is taken over once its lease expired (its network is asked before anything is sent again). Runs at start
 * and every minute; the lease check also runs every half lease in each working process.
 */
export async function sweepDuePosts(deps: SweepDeps): Promise<SweepResult> {
  const { state, clock } = deps;
  const now = clock.now();
  const result: SweepResult = { requeued: 0, missed: 0, unconfirmed: 0, recovered: 0 };
  result.recovered = await deps.recoverLeases();
  for (const post of await state.dueWithoutLiveJob(new Date(now.getTime() - GRACE_MS), BATCH)) {
    const late = now.getTime() - (post.scheduledAt?.getTime() ?? now.getTime());
    if (late > MISSED_AFTER_MS) {
      await state.markFailed(post, { reason: 'missed', message: FAILURE_MESSAGES.missed, now });
      result.missed += 1;
    } else {
      await requeue(deps, post);
      result.requeued += 1;
    }
  }
  for (const post of await state.stuckPublishing(new Date(now.getTime() - STUCK_AFTER_MS), BATCH)) {
    const open = await state.openAttempt(post.id, post.scheduleVersion);
    await state.markFailed(post, {
      reason: 'unconfirmed',
      message: FAILURE_MESSAGES.unconfirmed,
      now,
      ...(open ? { attemptId: open.id } : {}),
    });
    result.unconfirmed += 1;
  }
  return result;
}

export function sweepDueJob(deps: SweepDeps & { logger: Logger; leaseCheckMs: number }) {
  return defineJob({
    ...sweepDueJobRef,
    retry: { limit: 0, delaySeconds: 30, backoff: false },
    cron: '* * * * *',
    expireInSeconds: 5 * 60,
    alsoEvery: { intervalMs: deps.leaseCheckMs, run: () => deps.recoverLeases() },
    handler: async () => {
      const result = await sweepDuePosts(deps);
      if (result.requeued + result.missed + result.unconfirmed + result.recovered > 0) {
        deps.logger.info(result, 'posts dus sans tâche repris');
      }
    },
  });
}
