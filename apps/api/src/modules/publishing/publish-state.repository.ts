import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PostFailureReason } from '@plume/contracts/posts';
import type { Database } from '../../db/client';
import { posts, publishAttempts, type PostRow } from '../../db/schema/index';
import { createPublishBatchRepository, rowsOf } from './publish-batch.repository';
import { createPublishLeaseRepository } from './publish-lease.repository';

/** pg-boss states in which a job will still run. */
const LIVE_JOB = sql`('created', 'retry', 'active')`;

/** The publishing engine's SQL: claims, attempts and outcomes (jobs act for the post's owner). */
export function createPublishStateRepository(db: Database, jobQueueName: string) {
  const noLiveJob = sql`not exists (select 1 from pgboss.job j where j.name = ${jobQueueName}
    and j.id::text = ${posts.publishJobId} and j.state in ${LIVE_JOB})`;

  return {
    ...createPublishBatchRepository(db),
    ...createPublishLeaseRepository(db),

    /** Milliseconds until the next scheduled post falls due, on the database's clock, when that is within
     * `horizonMs`; null otherwise. The first entry of the due index after now: one probe, whatever the queue. */
    async nextDueInMs(horizonMs: number): Promise<number | null> {
      const result = await db.execute(sql`
        select extract(epoch from min(scheduled_at) - now())::float8 * 1000 as ms from posts
        where status = 'scheduled' and scheduled_at > now()
          and scheduled_at <= now() + ${horizonMs} * interval '1 millisecond'`);
      const [row] = rowsOf<{ ms: number | string | null }>(result);
      return row?.ms == null ? null : Number(row.ms);
    },

    async findPost(postId: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(eq(posts.id, postId));
      return row;
    },

    /** The attempt of this version that started and never recorded an outcome. */
    async openAttempt(postId: string, version: number) {
      const [row] = await db
        .select()
        .from(publishAttempts)
        .where(
          and(
            eq(publishAttempts.postId, postId),
            eq(publishAttempts.scheduleVersion, version),
            isNull(publishAttempts.finishedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async markFailed(
      post: Pick<PostRow, 'id' | 'scheduleVersion'>,
      failure: { reason: PostFailureReason; message: string; attemptId?: string; now: Date },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(posts)
          .set({
            status: 'failed',
            failureReason: failure.reason,
            failureMessage: failure.message,
            publishJobId: null,
            updatedAt: failure.now,
          })
          .where(
            and(
              eq(posts.id, post.id),
              eq(posts.scheduleVersion, post.scheduleVersion),
              inArray(posts.status, ['scheduled', 'publishing']),
            ),
          );
        if (failure.attemptId) {
          const outcome = failure.reason === 'unconfirmed' ? 'unconfirmed' : 'permanent';
          await tx
            .update(publishAttempts)
            .set({ finishedAt: failure.now, outcome, errorMessage: failure.message })
            .where(eq(publishAttempts.id, failure.attemptId));
        }
      });
    },

    /** A definite transient refusal: the attempt is closed and the post waits for the job's next try. */
    async releaseForRetry(post: Pick<PostRow, 'id'>, attemptId: string, message: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(publishAttempts)
          .set({ finishedAt: now, outcome: 'transient', errorMessage: message })
          .where(eq(publishAttempts.id, attemptId));
        await tx
          .update(posts)
          .set({ status: 'scheduled', updatedAt: now })
          .where(and(eq(posts.id, post.id), eq(posts.status, 'publishing')));
      });
    },

    async setJobId(postId: string, version: number, jobId: string | null) {
      await db
        .update(posts)
        .set({ publishJobId: jobId })
        .where(and(eq(posts.id, postId), eq(posts.scheduleVersion, version)));
    },

    /** Network calls of this user on this platform since `since` that published or may have: oldest first. */
    async recentCalls(userId: string, platform: PostRow['platform'], since: Date): Promise<Date[]> {
      const rows = await db
        .select({ startedAt: publishAttempts.startedAt })
        .from(publishAttempts)
        .where(
          and(
            eq(publishAttempts.userId, userId),
            eq(publishAttempts.platform, platform),
            gt(publishAttempts.startedAt, since),
            or(
              isNull(publishAttempts.outcome),
              inArray(publishAttempts.outcome, ['published', 'unconfirmed']),
            ),
          ),
        )
        .orderBy(asc(publishAttempts.startedAt));
      return rows.map((row) => row.startedAt);
    },

    /** Scheduled posts due before `dueBefore` whose publish job is gone (lost, failed or never sent). */
    async dueWithoutLiveJob(dueBefore: Date, limit: number): Promise<PostRow[]> {
      return db
        .select()
        .from(posts)
        .where(and(eq(posts.status, 'scheduled'), lte(posts.scheduledAt, dueBefore), noLiveJob))
        .orderBy(asc(posts.scheduledAt))
        .limit(limit);
    },

    /** Posts in `publishing` without any open attempt (nothing holds them, nothing can take them over) and
     * whose job will not run again. Every path closes the attempt with the post's status in one transaction,
     * so this only catches rows written by hand or by an older version. */
    async stuckPublishing(startedBefore: Date, limit: number): Promise<PostRow[]> {
      const noOpenAttempt = sql`not exists (select 1 from ${publishAttempts} a where a.post_id = ${posts.id}
        and a.schedule_version = ${posts.scheduleVersion} and a.finished_at is null)`;
      return db
        .select()
        .from(posts)
        .where(
          and(eq(posts.status, 'publishing'), lte(posts.updatedAt, startedBefore), noLiveJob, noOpenAttempt),
        )
        .limit(limit);
    },
  };
}
export type PublishStateRepository = ReturnType<typeof createPublishStateRepository>;
