import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import type { WebsiteAnalysisRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { addDays } from '../../lib/time';
import type { AnalysisRepository } from './analysis.repository';
import { crawlSite, type CrawlOptions } from './crawler';
import type { WebsiteAnalyser } from './offline-analyser';

export const NEXT_ANALYSIS_DAYS = 30;

export interface AnalysisSettings extends Omit<CrawlOptions, 'deadline' | 'now'> {
  /** The whole call, AI step included (spec: 90 s). */
  totalBudgetMs: number;
  /** Time kept for the analyser after the crawl. */
  analyserReserveMs: number;
}

function toApi(row: WebsiteAnalysisRow): WebsiteAnalysis {
  const analysed = row.pages.filter((page) => page.status === 'analyzed').length;
  return {
    ...row.content,
    website_url: row.websiteUrl,
    analysis_type: row.analysisType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_analyzed: row.lastAnalyzed.toISOString(),
    next_analysis_due: row.nextAnalysisDue.toISOString(),
    pages_count: row.pages.length,
    pages_analyzed_count: analysed,
    non_technical_pages_count: analysed,
    pages_analyzed: row.pages,
  };
}

export function createAnalysisService(deps: {
  analyses: AnalysisRepository;
  analyser: WebsiteAnalyser;
  settings: AnalysisSettings;
  clock: Clock;
}) {
  const { analyses, analyser, settings, clock } = deps;

  return {
    async get(userId: string): Promise<WebsiteAnalysis | null> {
      const row = await analyses.find(userId);
      return row ? toApi(row) : null;
    },

    /**
     * Crawl, analyse and keep the result. Nothing here depends on the HTTP request: when the browser gives up
     * (its 95 s timeout), the work finishes and is saved, and the client's re-read finds it.
     */
    async analyse(userId: string, websiteUrl: string): Promise<WebsiteAnalysis> {
      const started = Date.now();
      const deadline = started + settings.totalBudgetMs;
      const crawl = await crawlSite(websiteUrl, {
        ...settings,
        deadline: Math.max(started + 1000, deadline - settings.analyserReserveMs),
      });
      if (crawl.extracted.length === 0) throw new AppError('ANALYSIS_NO_CONTENT');
      const content = await analyser.analyse(
        { websiteUrl: crawl.startUrl, pages: crawl.extracted },
        { deadline },
      );
      if (Date.now() > deadline) throw new AppError('ANALYSIS_TIMEOUT');
      const now = clock.now();
      const row = await analyses.save({
        userId,
        websiteUrl,
        analysisType: analyser.kind,
        content,
        pages: crawl.pages,
        updatedAt: now,
        lastAnalyzed: now,
        nextAnalysisDue: addDays(now, NEXT_ANALYSIS_DAYS),
      });
      return toApi(row);
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
