import { and, count, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stockApiCache } from '../../db/schema/index';
import type { StockApiCache } from './stock-images.port';

/** Provider answers are not user data: the cache is shared by every user (fewer calls to the provider). */
export function createStockCacheRepository(
  db: Database,
): StockApiCache & { purgeExpired(now: Date): Promise<number> } {
  return {
    async read(key, now) {
      const [row] = await db
        .select({ response: stockApiCache.response })
        .from(stockApiCache)
        .where(and(eq(stockApiCache.cacheKey, key), gt(stockApiCache.expiresAt, now)))
        .limit(1);
      return row?.response;
    },
    async write(key, response, now, ttlMs) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      await db
        .insert(stockApiCache)
        .values({ cacheKey: key, response, requestedAt: now, expiresAt })
        .onConflictDoUpdate({
          target: stockApiCache.cacheKey,
          set: { response: sql`excluded.response`, requestedAt: now, expiresAt },
        });
    },
    async countRequestsSince(since) {
      const [row] = await db
        .select({ value: count() })
        .from(stockApiCache)
        .where(gte(stockApiCache.requestedAt, since));
      return row?.value ?? 0;
    },
    async purgeExpired(now) {
      const removed = await db
        .delete(stockApiCache)
        .where(lt(stockApiCache.expiresAt, now))
        .returning({ key: stockApiCache.cacheKey });
      return removed.length;
    },
  };
}
