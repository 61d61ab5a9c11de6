import type { AnalysisContent, WebsiteAnalysis } from '@plume/contracts/website-analysis';
import type { FactEntry } from '@plume/contracts/website-facts';
import type { WebsiteAnalysisRow } from '../../db/schema/index';
import type { AnalysisRepository } from './analysis.repository';
import {
  applyCorrections,
  correctedContent,
  effectiveSiteFacts,
  websiteFacts,
  type Correction,
} from './effective-facts';
import type { FactCorrectionsRepository } from './fact-corrections.repository';
import type { SiteFacts } from './facts/site-facts';

/** The kept analysis with the owner's corrections applied, as the API, the card and the writer read it. */
export interface CorrectedAnalysis {
  row: WebsiteAnalysisRow;
  entries: FactEntry[];
  /** The site's facts with the owner's corrections: what the writer builds posts on. */
  facts: SiteFacts;
  content: AnalysisContent;
}

export function correctAnalysis(
  row: WebsiteAnalysisRow,
  corrections: readonly Correction[],
): CorrectedAnalysis {
  // Written by the analysis runner from siteFactsOf(): the column holds a SiteFacts.
  const stored = (row.facts ?? null) as SiteFacts | null;
  const entries = applyCorrections(stored, corrections);
  const facts = effectiveSiteFacts(stored, entries);
  return { row, entries, facts, content: correctedContent(row, corrections, facts) };
}

export function toApi({ row, entries, facts, content }: CorrectedAnalysis): WebsiteAnalysis {
  const analysed = row.pages.filter((page) => page.status === 'analyzed').length;
  return {
    ...content,
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
    facts: websiteFacts(entries, facts),
  };
}

/** Reads a user's analysis and corrections together. */
export function createCorrectedAnalysisReader(deps: {
  analyses: AnalysisRepository;
  corrections: FactCorrectionsRepository;
}) {
  return async (userId: string): Promise<CorrectedAnalysis | null> => {
    const [row, corrections] = await Promise.all([deps.analyses.find(userId), deps.corrections.list(userId)]);
    return row ? correctAnalysis(row, corrections) : null;
  };
}

export type CorrectedAnalysisReader = ReturnType<typeof createCorrectedAnalysisReader>;
