import type { SiteContent } from './analyser.port';
import { factsFromModels } from './facts/extract-site-facts';
import type { PageModel } from './facts/page-model';
import type { SiteFacts } from './facts/site-facts';

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
