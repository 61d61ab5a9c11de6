import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stagedMedia } from '../../db/schema/index';

export function createStagedMediaRepository(db: Database) {
  return {
    async insert(input: { userId: string; mimeType: string; bytes: Buffer; expiresAt: Date }) {
      const [row] = await db.insert(stagedMedia).values(input).returning({ id: stagedMedia.id });
      if (!row) throw new Error('média préparé non enregistré');
      return row.id;
    },

    /** Reached through a signed URL (the network fetching it has no session): the signature names the
     * owner, and the row must belong to that owner. */
    async findLive(id: string, userId: string, now: Date) {
      const [row] = await db
        .select({ mimeType: stagedMedia.mimeType, bytes: stagedMedia.bytes })
        .from(stagedMedia)
        .where(and(eq(stagedMedia.id, id), eq(stagedMedia.userId, userId), gt(stagedMedia.expiresAt, now)))
        .limit(1);
      return row;
    },

    async purgeExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(stagedMedia)
        .where(lt(stagedMedia.expiresAt, now))
        .returning({ id: stagedMedia.id });
      return deleted.length;
    },
  };
}

export type StagedMediaRepository = ReturnType<typeof createStagedMediaRepository>;
