import type { Logger } from 'pino';
import { AppError, isAppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { addDays } from '../../lib/time';
import type { AnalysisRepository } from './analysis.repository';
import type { AnalysisRunsRepository } from './analysis-runs.repository';
import { crawlSite, type CrawlOptions } from './crawler';
import type { WebsiteAnalyser } from './analyser.port';
import { siteFactsOf } from './crawled-site-facts';

export const NEXT_ANALYSIS_DAYS = 30;

export interface AnalysisSettings extends Omit<CrawlOptions, 'deadline' | 'now'> {
  /** The whole call, AI step included (spec: 90 s). */
  totalBudgetMs: number;
  /** Time kept for the analyser after the crawl. */
  analyserReserveMs: number;
}

export interface AnalysisRunnerDeps {
  analyses: AnalysisRepository;
  runs: AnalysisRunsRepository;
  analyser: WebsiteAnalyser;
  settings: AnalysisSettings;
  clock: Clock;
  logger: Logger;
}

/** The work of the analysis job: crawl, analyse, keep the result, and record the outcome on the run row. */
export function createAnalysisRunner(deps: AnalysisRunnerDeps) {
  const { analyses, runs, analyser, settings, clock, logger } = deps;

  async function crawlAndAnalyse(userId: string, websiteUrl: string) {
    const started = Date.now();
    const deadline = started + settings.totalBudgetMs;
    const crawl = await crawlSite(websiteUrl, {
      ...settings,
      deadline: Math.max(started + 1000, deadline - settings.analyserReserveMs),
    });
    if (crawl.extracted.length === 0) throw new AppError('ANALYSIS_NO_CONTENT');
    const site = { websiteUrl: crawl.startUrl, pages: crawl.extracted };
    const content = await analyser.analyse(site, { deadline });
    // Kept with the fields so the owner sees (and corrects) each fact with its source.
    const facts = siteFactsOf(site);
    if (Date.now() > deadline) throw new AppError('ANALYSIS_TIMEOUT');
    const now = clock.now();
    await analyses.save({
      userId,
      websiteUrl,
      analysisType: analyser.kind,
      content,
      facts,
      pages: crawl.pages,
      updatedAt: now,
      lastAnalyzed: now,
      nextAnalysisDue: addDays(now, NEXT_ANALYSIS_DAYS),
    });
  }

  return {
    /**
     * Works the user's running request, if any (a duplicate job, or a retry after the outcome was stored,
     * finds nothing to do). Refusals (AppError) are outcomes, stored for the waiting request; anything else
     * is rethrown so pg-boss retries, and recorded as a failure on the last attempt.
     */
    async run(userId: string, options: { finalAttempt: boolean }): Promise<void> {
      const run = await runs.find(userId);
      if (!run || run.status !== 'running') return;
      try {
        await crawlAndAnalyse(userId, run.websiteUrl);
        await runs.finish(userId, run.runId, { status: 'succeeded' }, clock.now());
      } catch (error) {
        if (!isAppError(error) && !options.finalAttempt) throw error;
        const refusal = isAppError(error) ? error : new AppError('ANALYSIS_FAILED', { cause: error });
        if (!isAppError(error)) logger.error({ err: error, userId }, 'analyse de site en échec');
        await runs.finish(
          userId,
          run.runId,
          { status: 'failed', errorCode: refusal.code, errorDetail: refusal.detail },
          clock.now(),
        );
        if (!isAppError(error)) throw error;
      }
    },
  };
}

export type AnalysisRunner = ReturnType<typeof createAnalysisRunner>;
