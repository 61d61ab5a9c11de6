import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

/** Fixed-window failure counters in the database, so every API process sees the same counts. */
export function createLoginAttemptsRepository(db: Database) {
  return {
    async count(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ count: loginAttempts.count })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), eq(loginAttempts.windowStart, windowStart)))
        .limit(1);
      return row?.count ?? 0;
    },

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
