import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postGenerations, type PostGenerationRow } from '../../db/schema/index';

/** Generation runs (one `running` row per user and month at most, enforced by a partial unique index). */
export function createGenerationRunsRepository(db: Database) {
  const ownRun = (userId: string, id: string) =>
    and(eq(postGenerations.id, id), eq(postGenerations.userId, userId));

  return {
    /**
     * Undefined when a run of this month is already running, or (with `doneSince`) finished after that instant:
     * the caller answers 409. One statement, so two concurrent clicks cannot both pass the check: a second
     * insert waits on the partial unique index for the first to commit, then conflicts. The check also looks for
     * a running row: on PostgreSQL the statement's snapshot may show the first run still running while the index
     * (waiting for the transaction that finishes it) no longer does — without it both clicks generated.
     */
    async start(input: {
      userId: string;
      monthKey: string;
      total: number;
      lastDayMode: boolean;
      now: Date;
      doneSince?: Date;
    }): Promise<PostGenerationRow | undefined> {
      const { userId, monthKey, total, lastDayMode, now } = input;
      const doneSince = input.doneSince ?? now;
      const inserted = (await db.execute(sql`
        insert into ${postGenerations} (user_id, month_key, total, last_day_mode, started_at, updated_at)
        select ${userId}, ${monthKey}, ${total}, ${lastDayMode}, ${now.toISOString()}, ${now.toISOString()}
        where not exists (
          select 1 from ${postGenerations}
          where user_id = ${userId} and month_key = ${monthKey}
            and (status = 'running' or (status = 'done' and finished_at > ${doneSince.toISOString()}))
        )
        on conflict do nothing
        returning id`)) as unknown as { rows: { id: string }[] };
      const id = inserted.rows[0]?.id;
      if (!id) return undefined;
      const [row] = await db.select().from(postGenerations).where(ownRun(userId, id));
      return row;
    },

    /** A running row untouched since `before` belongs to a process that died: it must not block forever. */
    async abandonStale(userId: string, monthKey: string, before: Date, now: Date): Promise<void> {
      await db
        .update(postGenerations)
        .set({ status: 'failed', errorCode: 'ABANDONED', finishedAt: now, updatedAt: now })
        .where(
          and(
            eq(postGenerations.userId, userId),
            eq(postGenerations.monthKey, monthKey),
            eq(postGenerations.status, 'running'),
            lt(postGenerations.updatedAt, before),
          ),
        );
    },

    /**
     * At start of the only process on this database (embedded mode): every running run belongs to a process that
     * was stopped, whoever owns it. A maintenance sweep across users, like the purge jobs; answers how many.
     */
    async abandonAllRunning(now: Date): Promise<number> {
      const rows = await db
        .update(postGenerations)
        .set({ status: 'failed', errorCode: 'ABANDONED', finishedAt: now, updatedAt: now })
        .where(eq(postGenerations.status, 'running'))
        .returning({ id: postGenerations.id });
      return rows.length;
    },

    async progress(userId: string, id: string, done: number, now: Date): Promise<void> {
      await db
        .update(postGenerations)
        .set({ done, updatedAt: now })
        .where(and(ownRun(userId, id), eq(postGenerations.status, 'running')));
    },

    async fail(userId: string, id: string, errorCode: string, now: Date): Promise<void> {
      await db
        .update(postGenerations)
        .set({ status: 'failed', errorCode, finishedAt: now, updatedAt: now })
        .where(ownRun(userId, id));
    },

    async latest(userId: string, monthKey: string): Promise<PostGenerationRow | undefined> {
      const [row] = await db
        .select()
        .from(postGenerations)
        .where(and(eq(postGenerations.userId, userId), eq(postGenerations.monthKey, monthKey)))
        .orderBy(desc(postGenerations.startedAt))
        .limit(1);
      return row;
    },
  };
}

export type GenerationRunsRepository = ReturnType<typeof createGenerationRunsRepository>;
