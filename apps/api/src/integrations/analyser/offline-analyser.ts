import { assembleAnalysis, siteFactsOf, type WebsiteAnalyser } from '../../modules/analysis/public';

/** The embedded analyser: every field is assembled from the facts the site states, nothing is invented. */
export function createOfflineAnalyser(): WebsiteAnalyser {
  return {
    kind: 'offline',
    async analyse(site) {
      return assembleAnalysis(siteFactsOf(site), site.websiteUrl);
    },
  };
}
