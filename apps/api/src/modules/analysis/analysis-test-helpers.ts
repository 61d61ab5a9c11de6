import { assembleAnalysis } from './assemble-analysis';
import type { SiteFacts } from './facts/site-facts';
import type { TestApp } from '../../test/test-app';

export const ANALYSED_SITE = 'https://boulangerie-lemoine.fr/';

/** Stores what the analysis job keeps after reading the site: the offline analysis of `facts`. */
export async function keepAnalysis(t: TestApp, userId: string, facts: SiteFacts) {
  const now = t.clock.now();
  await t.container.repositories.analyses.save({
    userId,
    websiteUrl: ANALYSED_SITE,
    analysisType: 'offline',
    content: assembleAnalysis(facts, ANALYSED_SITE),
    facts,
    pages: [{ url: ANALYSED_SITE, title: 'Accueil', status: 'analyzed' }],
    updatedAt: now,
    lastAnalyzed: now,
    nextAnalysisDue: now,
  });
}
