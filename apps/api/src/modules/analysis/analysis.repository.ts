import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { websiteAnalyses, type WebsiteAnalysisRow } from '../../db/schema/index';

export type NewAnalysis = Omit<WebsiteAnalysisRow, 'createdAt'>;

export function createAnalysisRepository(db: Database) {
  return {
    async find(userId: string): Promise<WebsiteAnalysisRow | undefined> {
      const [row] = await db.select().from(websiteAnalyses).where(eq(websiteAnalyses.userId, userId));
      return row;
    },

    async exists(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ found: sql<number>`1` })
        .from(websiteAnalyses)
        .where(eq(websiteAnalyses.userId, userId));
      return Boolean(row);
    },

    /** Replaces the user's analysis; created_at stays the date of the first one. */
    async save(analysis: NewAnalysis): Promise<WebsiteAnalysisRow> {
      const { userId, ...changes } = analysis;
      const [row] = await db
        .insert(websiteAnalyses)
        .values({ ...analysis, createdAt: analysis.updatedAt })
        .onConflictDoUpdate({ target: websiteAnalyses.userId, set: changes })
        .returning();
      if (!row) throw new Error(`analyse non enregistrée pour ${userId}`);
      return row;
    },
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
