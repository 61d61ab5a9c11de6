import type { AnalysisContent } from '@plume/contracts/website-analysis';
import { factsFromModels } from './facts/extract-site-facts';
import type { PageModel } from './facts/page-model';
import type { SiteFacts } from './facts/site-facts';
import { assembleAnalysis } from './assemble-analysis';

export interface SiteContent {
  websiteUrl: string;
  /** The pages read by the crawler, home page first (legal and account pages already left out). */
  pages: PageModel[];
}

export interface WebsiteAnalyser {
  readonly kind: 'offline' | 'llm';
  analyse(site: SiteContent, options: { deadline: number }): Promise<AnalysisContent>;
}

const factsOfPages = new WeakMap<readonly PageModel[], SiteFacts>();

/** The facts of a crawled site (pure, offline); read once per crawl, though the analyser and the runner
 * both ask. */
export function siteFactsOf(site: SiteContent): SiteFacts {
  const known = factsOfPages.get(site.pages);
  if (known) return known;
  const facts = factsFromModels(site.pages);
  factsOfPages.set(site.pages, facts);
  return facts;
}

/** The embedded analyser: every field is assembled from the facts the site states, nothing is invented. */
export function createOfflineAnalyser(): WebsiteAnalyser {
  return {
    kind: 'offline',
    async analyse(site) {
      return assembleAnalysis(siteFactsOf(site), site.websiteUrl);
    },
  };
}
