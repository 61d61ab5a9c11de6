import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { websiteAnalysisRuns, type WebsiteAnalysisRunRow } from '../../db/schema/index';

export type RunOutcome =
  { status: 'succeeded' } | { status: 'failed'; errorCode: string; errorDetail: string };

/** The analysis request of each user, the state the waiting request and the job share. */
export function createAnalysisRunsRepository(db: Database) {
  return {
    async find(userId: string): Promise<WebsiteAnalysisRunRow | undefined> {
      const [row] = await db.select().from(websiteAnalysisRuns).where(eq(websiteAnalysisRuns.userId, userId));
      return row;
    },

    /**
     * Records a new running request, unless one is already running and not abandoned (started after
     * `staleBefore`): then nothing changes and `undefined` comes back, so a double click joins the first run.
     */
    async claim(run: {
      userId: string;
      runId: string;
      websiteUrl: string;
      startedAt: Date;
      staleBefore: Date;
    }): Promise<WebsiteAnalysisRunRow | undefined> {
      const { staleBefore, ...values } = run;
      const fresh = {
        ...values,
        status: 'running' as const,
        finishedAt: null,
        errorCode: null,
        errorDetail: null,
      };
      const [row] = await db
        .insert(websiteAnalysisRuns)
        .values(fresh)
        .onConflictDoUpdate({
          target: websiteAnalysisRuns.userId,
          set: fresh,
          setWhere: or(
            ne(websiteAnalysisRuns.status, 'running'),
            lt(websiteAnalysisRuns.startedAt, staleBefore),
          ),
        })
        .returning();
      return row;
    },

    /** Ends the run `runId` only: a newer request that replaced it is left alone. */
    async finish(userId: string, runId: string, outcome: RunOutcome, finishedAt: Date): Promise<void> {
      await db
        .update(websiteAnalysisRuns)
        .set({
          status: outcome.status,
          finishedAt,
          errorCode: outcome.status === 'failed' ? outcome.errorCode : null,
          errorDetail: outcome.status === 'failed' ? outcome.errorDetail : null,
        })
        .where(
          and(
            eq(websiteAnalysisRuns.userId, userId),
            eq(websiteAnalysisRuns.runId, runId),
            eq(websiteAnalysisRuns.status, 'running'),
          ),
        );
    },
  };
}

export type AnalysisRunsRepository = ReturnType<typeof createAnalysisRunsRepository>;
