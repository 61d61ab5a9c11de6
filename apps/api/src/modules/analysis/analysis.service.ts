import { randomUUID } from 'node:crypto';
import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import { AppError } from '../../errors/app-error';
import { errorCatalogue, type ErrorCode } from '@plume/contracts/error-catalogue';
import type { JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { AnalysisRunsRepository } from './analysis-runs.repository';
import { runWebsiteAnalysis } from './analysis.jobs';
import { toApi, type CorrectedAnalysisReader } from './analysis-view';

export interface AnalysisWaitSettings {
  /** How long the request waits for the job's outcome (under the client's 95 s). */
  waitMs: number;
  /** A run still "running" after this was lost; a new request replaces it. */
  staleAfterMs: number;
  pollIntervalMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAnalysisService(deps: {
  read: CorrectedAnalysisReader;
  runs: AnalysisRunsRepository;
  queue: JobQueue;
  settings: AnalysisWaitSettings;
  clock: Clock;
}) {
  const { read, runs, queue, settings, clock } = deps;

  /** Polls the run row (the job may run in another process) until it ends, is replaced, or time is up. */
  async function outcome(userId: string, runId: string): Promise<WebsiteAnalysis> {
    const deadline = Date.now() + settings.waitMs;
    for (;;) {
      const run = await runs.find(userId);
      if (!run || run.runId !== runId) throw new AppError('ANALYSIS_FAILED');
      if (run.status === 'succeeded') {
        const kept = await read(userId);
        if (kept) return toApi(kept);
        throw new AppError('ANALYSIS_FAILED');
      }
      if (run.status === 'failed') {
        const code =
          (run.errorCode ?? '') in errorCatalogue ? (run.errorCode as ErrorCode) : 'ANALYSIS_FAILED';
        throw new AppError(code, run.errorDetail ? { detail: run.errorDetail } : {});
      }
      // The job goes on, and its result is kept for the client's re-read.
      if (Date.now() + settings.pollIntervalMs > deadline) throw new AppError('ANALYSIS_TIMEOUT');
      await sleep(settings.pollIntervalMs);
    }
  }

  return {
    async get(userId: string): Promise<WebsiteAnalysis | null> {
      const kept = await read(userId);
      return kept ? toApi(kept) : null;
    },

    /** The analysis fields and the facts with the owner's corrections, for the post writer. */
    async forWriter(userId: string) {
      const kept = await read(userId);
      return kept ? { analysis: kept.content, facts: kept.facts } : null;
    },

    /**
     * Records the request, has the job do the work, and waits for its outcome. A request made while the
     * user's previous one is still running (a double click) waits for that one instead of starting another.
     */
    async analyse(userId: string, websiteUrl: string): Promise<WebsiteAnalysis> {
      const now = clock.now();
      const claimed = await runs.claim({
        userId,
        runId: randomUUID(),
        websiteUrl,
        startedAt: now,
        staleBefore: new Date(now.getTime() - settings.staleAfterMs),
      });
      if (!claimed) {
        const current = await runs.find(userId);
        if (!current) throw new AppError('ANALYSIS_FAILED');
        return outcome(userId, current.runId);
      }
      try {
        // null: a job of this user is still queued; it works the current run row, this one.
        await queue.send(runWebsiteAnalysis, { userId }, { singletonKey: userId });
      } catch (error) {
        const refusal = error instanceof AppError ? error : new AppError('ANALYSIS_FAILED', { cause: error });
        const failed = { status: 'failed' as const, errorCode: refusal.code, errorDetail: refusal.detail };
        await runs.finish(userId, claimed.runId, failed, clock.now());
        throw refusal;
      }
      return outcome(userId, claimed.runId);
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
