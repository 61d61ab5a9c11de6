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
/** A publish job expires after 10 minutes; a post still `publishing` later with no live job was abandoned. */
const STUCK_AFTER_MS = 15 * 60_000;
const BATCH = 500;

export interface SweepResult {
  requeued: number;
  missed: number;
  unconfirmed: number;
}

/**
 * Catches what the publish jobs cannot: a scheduled post whose job was lost (or never committed) is sent
 * again when less than 6 h late and failed as 'missed' otherwise; a post left `publishing` by a dead process
 * is marked 'À vérifier'. Runs at start and every minute.
 */
export async function sweepDuePosts(deps: {
  state: PublishStateRepository;
  queue: JobQueue;
  clock: Clock;
}): Promise<SweepResult> {
  const { state, clock } = deps;
  const now = clock.now();
  const result: SweepResult = { requeued: 0, missed: 0, unconfirmed: 0 };
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

export function sweepDueJob(deps: {
  state: PublishStateRepository;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
}) {
  return defineJob({
    ...sweepDueJobRef,
    retry: { limit: 0, delaySeconds: 30, backoff: false },
    cron: '* * * * *',
    expireInSeconds: 5 * 60,
    handler: async () => {
      const result = await sweepDuePosts(deps);
      if (result.requeued + result.missed + result.unconfirmed > 0) {
        deps.logger.info(result, 'posts dus sans tâche repris');
      }
    },
  });
}
