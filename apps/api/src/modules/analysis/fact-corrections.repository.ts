import { and, asc, eq } from 'drizzle-orm';
import type { FactValue } from '@plume/contracts/website-facts';
import type { Database } from '../../db/client';
import { websiteFactCorrections, type WebsiteFactCorrectionRow } from '../../db/schema/index';

/** The owner's corrections to their website's facts, always read and written for one user. */
export function createFactCorrectionsRepository(db: Database) {
  return {
    async list(userId: string): Promise<WebsiteFactCorrectionRow[]> {
      return db
        .select()
        .from(websiteFactCorrections)
        .where(eq(websiteFactCorrections.userId, userId))
        .orderBy(asc(websiteFactCorrections.createdAt), asc(websiteFactCorrections.factId));
    },

    /** Records (or replaces) the owner's word on one fact. */
    async put(
      userId: string,
      factId: string,
      change: { action: 'correct' | 'remove' | 'add'; value: FactValue },
      at: Date,
    ): Promise<void> {
      await db
        .insert(websiteFactCorrections)
        .values({ userId, factId, ...change, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [websiteFactCorrections.userId, websiteFactCorrections.factId],
          set: { ...change, updatedAt: at },
        });
    },

    /** False when the user has no correction with this id. */
    async remove(userId: string, factId: string): Promise<boolean> {
      const deleted = await db
        .delete(websiteFactCorrections)
        .where(and(eq(websiteFactCorrections.userId, userId), eq(websiteFactCorrections.factId, factId)))
        .returning({ factId: websiteFactCorrections.factId });
      return deleted.length > 0;
    },
  };
}

export type FactCorrectionsRepository = ReturnType<typeof createFactCorrectionsRepository>;
