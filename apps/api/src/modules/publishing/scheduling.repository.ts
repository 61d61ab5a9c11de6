import { DEFAULT_TIME_ZONE } from '@plume/contracts/zoned-time';
import { and, asc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postMedia, posts, socialConnections, users, type PostRow } from '../../db/schema/index';
import { jobConnectionOf } from '../../jobs/transaction';
import type { JobConnection } from '../../jobs/definition';

type Executor = Pick<Database, 'select' | 'update' | 'execute'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id cannot name a post: answered like another user's post (404), never a database error. */
export const isPostId = (id: string) => UUID.test(id);

export interface ScheduledValues {
  scheduledAt: Date;
  date: string;
  time: string;
  method: 'immediate' | 'scheduled';
}

/** Post changes made while the row is locked, in the same transaction as the job sent or cancelled. */
function lockedCommands(tx: Executor) {
  return {
    async lockOwned(userId: string, postId: string): Promise<PostRow | undefined> {
      if (!isPostId(postId)) return undefined;
      const [row] = await tx
        .select()
        .from(posts)
        .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
        .for('update');
      return row;
    },
    /** A new schedule version: the previous publish job, if any, can no longer claim the post. */
    async markScheduled(postId: string, values: ScheduledValues): Promise<PostRow> {
      const [row] = await tx
        .update(posts)
        .set({
          status: 'scheduled',
          validated: true,
          scheduledAt: values.scheduledAt,
          plannedDate: values.date,
          plannedTime: values.time,
          publicationMethod: values.method,
          failureReason: null,
          failureMessage: null,
          publishJobId: null,
          scheduleVersion: sql`${posts.scheduleVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(posts.id, postId))
        .returning();
      if (!row) throw new Error('post verrouillé introuvable');
      return row;
    },
    async markDraft(postId: string): Promise<void> {
      await tx
        .update(posts)
        .set({
          status: 'draft',
          validated: false,
          scheduledAt: null,
          publicationMethod: null,
          failureReason: null,
          failureMessage: null,
          publishJobId: null,
          scheduleVersion: sql`${posts.scheduleVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(posts.id, postId));
    },
    async setJobId(postId: string, version: number, jobId: string | null): Promise<void> {
      await tx
        .update(posts)
        .set({ publishJobId: jobId })
        .where(and(eq(posts.id, postId), eq(posts.scheduleVersion, version)));
    },
  };
}
export type LockedCommands = ReturnType<typeof lockedCommands> & { jobs: JobConnection };

/** The scheduling calls' SQL, every query scoped by the owner. */
export function createSchedulingRepository(db: Database) {
  return {
    async findOwned(userId: string, postId: string): Promise<PostRow | undefined> {
      if (!isPostId(postId)) return undefined;
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, postId), eq(posts.userId, userId)));
      return row;
    },

    async mediaCount(postId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(postMedia)
        .where(eq(postMedia.postId, postId));
      return row?.count ?? 0;
    },

    async timezoneOf(userId: string): Promise<string> {
      const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
      return row?.timezone ?? DEFAULT_TIME_ZONE;
    },

    async connectionsOf(userId: string) {
      return db
        .select({ platform: socialConnections.platform, status: socialConnections.status })
        .from(socialConnections)
        .where(eq(socialConnections.userId, userId));
    },

    /** Scheduled, publishing and failed posts by their local planned date; published ones by the local
     * date they went out. */
    async calendar(
      userId: string,
      range: { start: string; end: string; timeZone: string; platform?: PostRow['platform'] },
    ): Promise<PostRow[]> {
      // The owner's local days [start 00:00, end + 1 day 00:00) as two instants: a range posts_user_published_idx
      // serves, where the local day of every post of the owner had to be computed before (migration 0019).
      const localMidnight = (day: SQL) => sql`(${day})::timestamp at time zone ${range.timeZone}`;
      const from = localMidnight(sql`${range.start}::date`);
      const until = localMidnight(sql`${range.end}::date + 1`);
      return db
        .select()
        .from(posts)
        .where(
          and(
            eq(posts.userId, userId),
            range.platform ? eq(posts.platform, range.platform) : undefined,
            or(
              and(
                inArray(posts.status, ['scheduled', 'publishing', 'failed']),
                gte(posts.plannedDate, range.start),
                lte(posts.plannedDate, range.end),
              ),
              and(eq(posts.status, 'published'), gte(posts.publishedAt, from), lt(posts.publishedAt, until)),
            ),
          ),
        )
        .orderBy(asc(posts.scheduledAt), asc(posts.id));
    },

    async inTransaction<T>(work: (commands: LockedCommands) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work({ ...lockedCommands(tx), jobs: jobConnectionOf(tx) }));
    },
  };
}
export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
