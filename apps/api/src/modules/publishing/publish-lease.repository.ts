import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray } from '../../db/id-array';
import { claimedPost, rowsOf, type ClaimedPost, type ClaimedRow } from './publish-batch.repository';

/** A post taken over from a process whose lease expired: the new attempt (`attemptId`) holds it now. */
export type TakenOverPost = ClaimedPost & {
  /** The start of the earliest attempt of this version that may have reached the network. */
  since: Date;
};

/** An open attempt without a lease was written before leases existed: it counts as held this long. */
const LEGACY_LEASE = sql`interval '10 minutes'`;

/** Leases of open attempts: renewed by the heartbeat of the process calling the network, taken over once
 * they expire. */
export function createPublishLeaseRepository(db: Database) {
  /** The heartbeat: one statement for every attempt this process has in flight. Closed attempts are left
   * alone, so a late beat never reopens anything. */
  async function renewLeases(attemptIds: readonly string[], until: Date): Promise<void> {
    if (attemptIds.length === 0) return;
    await db.execute(sql`update publish_attempts set lease_expires_at = ${until.toISOString()}
      where id = any(${idArray(attemptIds)}) and finished_at is null`);
  }

  return {
    renewLeases,

    /** Gives an open attempt more time before it is taken over (its network could not be asked). */
    async extendLease(attemptId: string, until: Date): Promise<void> {
      await renewLeases([attemptId], until);
    },

    /**
     * Open attempts whose lease expired before `now` are closed as `interrupted` and, for a post still
     * `publishing` in that version, a new attempt holding a fresh lease is opened in the same statement.
     * Its idempotency key derives from the interrupted attempt's id, and rows are locked with `skip locked`:
     * two processes sweeping at once take each post over once.
     */
    async takeOverExpired(options: {
      now: Date;
      leaseUntil: Date;
      limit: number;
      postId?: string;
    }): Promise<TakenOverPost[]> {
      const now = options.now.toISOString();
      const onePost = options.postId ? sql`and a.post_id = ${options.postId}` : sql``;
      const rows = rowsOf<ClaimedRow & { since: string | Date }>(
        await db.execute(sql`
        with expired as (
          select a.id from publish_attempts a
          where a.finished_at is null
            and coalesce(a.lease_expires_at, a.started_at + ${LEGACY_LEASE}) < ${now}::timestamptz ${onePost}
          order by a.lease_expires_at nulls first
          limit ${options.limit}
          for update skip locked
        ), closed as (
          update publish_attempts a set finished_at = ${now}, outcome = 'interrupted',
            error_message = 'bail expiré : processus arrêté pendant la publication'
          from expired e where a.id = e.id and a.finished_at is null
          returning a.id, a.post_id, a.schedule_version
        ), taken as (
          select c.id as interrupted_id, gen_random_uuid() as attempt_id, p.id, p.user_id, p.platform, p.text,
            p.hashtags, p.schedule_version,
            exists (select 1 from post_media m where m.post_id = p.id) as has_media,
            (select min(x.started_at) from publish_attempts x
              where x.post_id = p.id and x.schedule_version = p.schedule_version
                and (x.outcome is null or x.outcome = 'interrupted')) as since
          from closed c join posts p on p.id = c.post_id and p.schedule_version = c.schedule_version
          where p.status = 'publishing'
        ), recovery as (
          insert into publish_attempts
            (id, post_id, user_id, platform, schedule_version, idempotency_key, started_at, lease_expires_at)
          select attempt_id, id, user_id, platform, schedule_version, interrupted_id::text || ':reprise', ${now},
            ${options.leaseUntil.toISOString()}
          from taken
        )
        select * from taken`),
      );
      return rows.map((row) => ({ ...claimedPost(row), since: new Date(row.since) }));
    },
  };
}
