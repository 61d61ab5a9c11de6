import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray } from '../../db/id-array';
import type { PostRow } from '../../db/schema/index';
import { DAILY_QUOTA_NETWORK } from './daily-quota';

/** What a claim hands to the network call: the post's text, the attempt's id, and whether media go with it. */
export type ClaimedPost = Pick<
  PostRow,
  'id' | 'userId' | 'platform' | 'text' | 'hashtags' | 'scheduleVersion'
> & {
  attemptId: string;
  hasMedia: boolean;
};

export interface ClaimRequest {
  postId: string;
  version: number;
  /** The attempt's idempotency key: unique per job run, it also tells which request won a post. */
  attemptKey: string;
}

export interface PublishedOutcome {
  post: Pick<ClaimedPost, 'id' | 'userId' | 'platform' | 'attemptId' | 'hasMedia'>;
  externalId: string;
  at: Date;
}

export interface ClaimedRow {
  id: string;
  user_id: string;
  platform: PostRow['platform'];
  text: string;
  hashtags: string[] | string;
  schedule_version: number;
  attempt_key: string;
  has_media: boolean;
  attempt_id: string;
}

export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

export function claimedPost(row: ClaimedRow): ClaimedPost {
  return {
    id: row.id,
    userId: row.user_id,
    platform: row.platform,
    text: row.text,
    hashtags: typeof row.hashtags === 'string' ? (JSON.parse(row.hashtags) as string[]) : row.hashtags,
    scheduleVersion: row.schedule_version,
    attemptId: row.attempt_id,
    hasMedia: row.has_media,
  };
}

/**
 * The engine's hot path, one statement per batch of jobs: the claims (scheduled → publishing with their
 * attempt rows) and the published outcomes. Inputs travel as one JSON parameter, whatever the batch size.
 */
export function createPublishBatchRepository(db: Database) {
  return {
    /**
     * scheduled → publishing for the requested schedule version only, once due (never before its time) and at
     * most 6 h late, and the attempt written in the same statement: no other job, version or process can reach
     * the network for it afterwards. An Instagram post is claimed only while its account stays under the 24 h
     * quota, counting the posts of the same account claimed in this batch. Answers, per request, its claimed
     * post or undefined (the handler then reads the post to tell why).
     */
    async claimMany(
      requests: readonly ClaimRequest[],
      options: { now: Date; instagramDailyQuota: number; leaseUntil?: Date },
    ): Promise<(ClaimedPost | undefined)[]> {
      const now = options.now.toISOString();
      const leaseUntil = (options.leaseUntil ?? options.now).toISOString();
      // The attempts' ids are chosen here, so the answer needs no join of the claims with their attempts.
      const input = JSON.stringify(
        requests.map((r) => ({
          post_id: r.postId,
          version: r.version,
          attempt_key: r.attemptKey,
          attempt_id: randomUUID(),
        })),
      );
      const ids = idArray(requests.map((request) => request.postId));
      const due = sql`p.status = 'scheduled' and p.scheduled_at <= ${now}::timestamptz
        and p.scheduled_at >= ${now}::timestamptz - interval '6 hours'`;
      // The candidates are found by the ids (one scan); the update then reaches each by key from its candidate
      // alone (`idArray` says why not the ids again). The due conditions are repeated there for a post changed
      // since the candidates were read.
      const rows = rowsOf<ClaimedRow>(
        await db.execute(sql`
        with request as (
          select * from json_to_recordset(${input}::json)
            as r(post_id uuid, version int, attempt_key text, attempt_id uuid)
        ), candidate as (
          select p.id, r.version, r.attempt_key, r.attempt_id,
            row_number() over (partition by p.user_id, p.platform order by p.scheduled_at, p.id) as rank
          from posts p join request r on r.post_id = p.id and r.version = p.schedule_version
          where p.id = any(${ids}) and ${due}
        ), claimed as (
          update posts p set status = 'publishing', updated_at = ${now}
          from candidate c
          where p.id = c.id and p.schedule_version = c.version and ${due}
            and (p.platform <> ${DAILY_QUOTA_NETWORK} or c.rank + (
              select count(*) from publish_attempts a
              where a.user_id = p.user_id and a.platform = ${DAILY_QUOTA_NETWORK}
                and a.started_at > ${now}::timestamptz - interval '24 hours'
                and (a.outcome is null or a.outcome in ('published', 'unconfirmed'))
            ) <= ${options.instagramDailyQuota})
          returning p.id, p.user_id, p.platform, p.text, p.hashtags, p.schedule_version, c.attempt_key,
            c.attempt_id, exists (select 1 from post_media m where m.post_id = p.id) as has_media
        ), attempt as (
          insert into publish_attempts
            (id, post_id, user_id, platform, schedule_version, idempotency_key, started_at, lease_expires_at)
          select attempt_id, id, user_id, platform, schedule_version, attempt_key, ${now}, ${leaseUntil}
          from claimed
        )
        select * from claimed`),
      );
      const byKey = new Map(rows.map((row) => [row.attempt_key, row]));
      return requests.map((request) => {
        const row = byKey.get(request.attemptKey);
        return row ? claimedPost(row) : undefined;
      });
    },

    /** Published: the posts, their attempts and the networks their media were used on, in one statement. */
    async markPublishedMany(outcomes: readonly PublishedOutcome[]): Promise<void[]> {
      const input = JSON.stringify(
        outcomes.map(({ post, externalId, at }) => ({
          post_id: post.id,
          user_id: post.userId,
          platform: post.platform,
          attempt_id: post.attemptId,
          external_id: externalId,
          at: at.toISOString(),
        })),
      );
      const attempts = idArray(outcomes.map((outcome) => outcome.post.attemptId));
      // Text-only posts (most of them) skip the media part: a smaller statement to plan and run. A medium is
      // marked with its post's network when it is attached, so it usually lists that network already: it is then
      // left as it is, rather than written again (which would also raise its owner's library counter, ADR 0014,
      // and change the library's ETag for nothing).
      const withMedia = outcomes.filter((outcome) => outcome.post.hasMedia);
      const usedOn =
        withMedia.length === 0
          ? sql``
          : sql`, used as (
          update content_items c set used_on = array(select distinct unnest(c.used_on || u.platforms) order by 1)
          from (
            select m.content_id, o.user_id, array_agg(distinct o.platform) as platforms
            from post_media m join outcome o on o.post_id = m.post_id
            where m.post_id = any(${idArray(withMedia.map((outcome) => outcome.post.id))})
            group by m.content_id, o.user_id
          ) u
          where c.id = u.content_id and c.user_id = u.user_id and not c.used_on @> u.platforms
        )`;
      // The posts are found by key from the input, and their status compared with the input's `status` column
      // rather than a constant: in the statistics 'publishing' is rare, so `status = 'publishing'` planned the
      // posts' side as one row and read the whole input again for each post it found (4,600 × 200 rows in a
      // batch of a burst).
      await db.execute(sql`
        with outcome as (
          select *, 'publishing' as status from json_to_recordset(${input}::json)
            as o(post_id uuid, user_id uuid, platform text, attempt_id uuid, external_id text, at timestamptz)
        ), attempt as (
          update publish_attempts a set finished_at = o.at, outcome = 'published', external_id = o.external_id
          from outcome o where a.id = any(${attempts}) and a.id = o.attempt_id
        )${usedOn}
        update posts p set status = 'published', published = true, published_at = o.at,
          external_id = o.external_id, updated_at = o.at
        from outcome o where p.id = o.post_id and p.status = o.status`);
      return outcomes.map(() => undefined);
    },
  };
}
export type PublishBatchRepository = ReturnType<typeof createPublishBatchRepository>;
