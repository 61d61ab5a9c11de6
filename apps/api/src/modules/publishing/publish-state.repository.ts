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

/** What a claim hands to the network call: the post's text and the attempt's id. */
export type ClaimedPost = Pick<
  PostRow,
  'id' | 'userId' | 'platform' | 'text' | 'hashtags' | 'scheduleVersion'
> & {
  attemptId: string;
};

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
     * the same statement: no other job, version or process can reach the network for it afterwards. Not
     * claimed: a post more than 6 h late, or an Instagram post over its account's 24 h quota (the handler
     * then reads the post to tell which). One statement, because this is the engine's hot path.
     */
    async claim(
      postId: string,
      version: number,
      attemptKey: string,
      options: { now: Date; instagramDailyQuota: number },
    ): Promise<ClaimedPost | undefined> {
      const now = options.now.toISOString();
      const result = (await db.execute(sql`
        with claimed as (
          update posts set status = 'publishing', updated_at = ${now}
          where id = ${postId} and status = 'scheduled' and schedule_version = ${version}
            and scheduled_at >= ${now}::timestamptz - interval '6 hours'
            and (platform <> 'instagram' or (
              select count(*) from publish_attempts a
              where a.user_id = posts.user_id and a.platform = 'instagram'
                and a.started_at > ${now}::timestamptz - interval '24 hours'
                and (a.outcome is null or a.outcome in ('published', 'unconfirmed'))
            ) < ${options.instagramDailyQuota})
          returning id, user_id, platform, text, hashtags, schedule_version
        ), attempt as (
          insert into publish_attempts (post_id, user_id, platform, schedule_version, idempotency_key, started_at)
          select id, user_id, platform, schedule_version, ${attemptKey}, ${now} from claimed
          returning id
        )
        select claimed.*, attempt.id as attempt_id from claimed, attempt`)) as unknown as {
        rows: {
          id: string;
          user_id: string;
          platform: PostRow['platform'];
          text: string;
          hashtags: string[] | string;
          schedule_version: number;
          attempt_id: string;
        }[];
      };
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        platform: row.platform,
        text: row.text,
        hashtags: typeof row.hashtags === 'string' ? (JSON.parse(row.hashtags) as string[]) : row.hashtags,
        scheduleVersion: row.schedule_version,
        attemptId: row.attempt_id,
      };
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

    /** Published: the post, its attempt and the used_on_<platform> flag of its media, in one statement. */
    async markPublished(post: ClaimedPost, externalId: string, now: Date) {
      const at = now.toISOString();
      await db.execute(sql`
        with published as (
          update posts set status = 'published', published = true, published_at = ${at},
            external_id = ${externalId}, updated_at = ${at}
          where id = ${post.id} and status = 'publishing'
          returning id
        ), attempt as (
          update publish_attempts set finished_at = ${at}, outcome = 'published', external_id = ${externalId}
          where id = ${post.attemptId}
          returning id
        )
        update content_items set ${sql.identifier(usedFlag[post.platform])} = true
        where user_id = ${post.userId}
          and id in (select ${postMedia.contentId} from ${postMedia} where ${postMedia.postId} = ${post.id})`);
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
