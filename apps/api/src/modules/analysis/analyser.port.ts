import type { AnalysisContent } from '@plume/contracts/website-analysis';
import type { PageModel } from './facts/page-model';

/**
 * The website analyser's port: the embedded analyser and the OpenAI-compatible one implement it
 * (integrations/analyser, integrations/llm); the composition root chooses one.
 */
export interface SiteContent {
  websiteUrl: string;
  /** The pages read by the crawler, home page first (legal and account pages already left out). */
  pages: PageModel[];
}

export interface WebsiteAnalyser {
  readonly kind: 'offline' | 'llm';
  analyse(site: SiteContent, options: { deadline: number }): Promise<AnalysisContent>;
}
