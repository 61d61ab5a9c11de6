import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

/** Fixed-window failure counters in the database, so every API process sees the same counts. */
export function createLoginAttemptsRepository(db: Database) {
  return {
    async increment(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(loginAttempts)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [loginAttempts.key, loginAttempts.windowStart],
          set: { count: sql`${loginAttempts.count} + 1` },
        })
        .returning({ count: loginAttempts.count });
      return row?.count ?? 1;
    },

    /**
     * Takes one slot of the window in a single statement, only while the counter is below `max`: the
     * conditional upsert locks the row, so concurrent callers can never take more than `max` slots.
     * Returns false when the window is full.
     */
    async consumeUpTo(key: string, windowStart: Date, max: number): Promise<boolean> {
      const rows = await db
        .insert(loginAttempts)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [loginAttempts.key, loginAttempts.windowStart],
          set: { count: sql`${loginAttempts.count} + 1` },
          setWhere: sql`${loginAttempts.count} < ${max}`,
        })
        .returning({ count: loginAttempts.count });
      return rows.length > 0;
    },

    /** Gives back a slot taken by `consumeUpTo` (a successful login does not count against its IP). */
    async release(key: string, windowStart: Date): Promise<void> {
      await db
        .update(loginAttempts)
        .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
        .where(and(eq(loginAttempts.key, key), eq(loginAttempts.windowStart, windowStart)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },

    async purgeBefore(date: Date): Promise<number> {
      const deleted = await db
        .delete(loginAttempts)
        .where(lt(loginAttempts.windowStart, date))
        .returning({ key: loginAttempts.key });
      return deleted.length;
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
