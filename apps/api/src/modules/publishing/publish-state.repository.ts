import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PostFailureReason } from '@plume/contracts/posts';
import type { Database } from '../../db/client';
import { contentItems, postMedia, posts, publishAttempts, type PostRow } from '../../db/schema/index';

/** pg-boss states in which a job will still run. */
const LIVE_JOB = sql`('created', 'retry', 'active')`;
const usedFlag = {
  facebook: contentItems.usedOnFacebook.name,
  instagram: contentItems.usedOnInstagram.name,
  linkedin: contentItems.usedOnLinkedin.name,
} as const;

/** The publishing engine's SQL: claims, attempts and outcomes (jobs act for the post's owner). */
export function createPublishStateRepository(db: Database, jobQueueName: string) {
  const noLiveJob = sql`not exists (select 1 from pgboss.job j where j.name = ${jobQueueName}
    and j.id::text = ${posts.publishJobId} and j.state in ${LIVE_JOB})`;

  return {
    async findPost(postId: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(eq(posts.id, postId));
      return row;
    },

    /**
     * scheduled → publishing for this schedule version only, and the attempt (its idempotency key) written in
     * the same transaction: no other job, version or process can reach the network for it afterwards.
     */
    async claim(postId: string, version: number, attemptKey: string, now: Date) {
      return db.transaction(async (tx) => {
        const [post] = await tx
          .update(posts)
          .set({ status: 'publishing', updatedAt: now })
          .where(and(eq(posts.id, postId), eq(posts.status, 'scheduled'), eq(posts.scheduleVersion, version)))
          .returning();
        if (!post) return undefined;
        const [attempt] = await tx
          .insert(publishAttempts)
          .values({
            postId,
            userId: post.userId,
            platform: post.platform,
            scheduleVersion: version,
            idempotencyKey: attemptKey,
            startedAt: now,
          })
          .returning({ id: publishAttempts.id });
        if (!attempt) throw new Error('tentative non enregistrée');
        return { post, attemptId: attempt.id };
      });
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

    async countAttempts(postId: string, version: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(publishAttempts)
        .where(and(eq(publishAttempts.postId, postId), eq(publishAttempts.scheduleVersion, version)));
      return row?.count ?? 0;
    },

    /** Published: the post, its attempt and the used_on_<platform> flag of its media, together. */
    async markPublished(post: PostRow, attemptId: string, externalId: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(posts)
          .set({ status: 'published', published: true, publishedAt: now, externalId, updatedAt: now })
          .where(and(eq(posts.id, post.id), eq(posts.status, 'publishing')));
        await tx
          .update(publishAttempts)
          .set({ finishedAt: now, outcome: 'published', externalId })
          .where(eq(publishAttempts.id, attemptId));
        await tx.execute(sql`update content_items set ${sql.identifier(usedFlag[post.platform])} = true
          where user_id = ${post.userId}
            and id in (select ${postMedia.contentId} from ${postMedia} where ${postMedia.postId} = ${post.id})`);
      });
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
    async releaseForRetry(post: PostRow, attemptId: string, message: string, now: Date) {
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

    /** Posts left in `publishing` by a process that died, whose job will not run again. */
    async stuckPublishing(startedBefore: Date, limit: number): Promise<PostRow[]> {
      return db
        .select()
        .from(posts)
        .where(and(eq(posts.status, 'publishing'), lte(posts.updatedAt, startedBefore), noLiveJob))
        .limit(limit);
    },
  };
}
export type PublishStateRepository = ReturnType<typeof createPublishStateRepository>;
