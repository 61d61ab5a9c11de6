import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../../../corpus/corpus';
import { assembleAnalysis } from './assemble-analysis';
import { extractSiteFacts } from './facts/extract-site-facts';
import { fold } from './facts/text-patterns';

/** The words of a keyword or a hashtag ("#PizzaVito" reads "pizza vito"), folded. */
const words = (text: string) =>
  fold(text.replace(/^#/, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .split(' ')
    .filter(Boolean);

/**
 * On every site of the corpus, no first or last name of a person the site names (its golden people) becomes
 * a keyword, a hashtag or a know-how: people are the business's team, not what it is known for.
 */
describe('people are never keywords, hashtags or know-how', () => {
  for (const site of loadCorpus()) {
    const names = site.golden.people.flatMap((p) => words(p.name)).filter((w) => w.length >= 3);
    if (!names.length) continue;
    it(`${site.slug}: ${names.join(', ')}`, () => {
      const facts = extractSiteFacts(
        site.pages.map((page) => ({
          url: new URL(page.path, site.site.baseUrl).toString(),
          html: page.html,
        })),
      );
      const analysis = assembleAnalysis(facts, site.site.baseUrl);
      const fields = {
        key_topics: analysis.key_topics,
        hashtags: [...analysis.hashtag_strategy.primary, ...analysis.hashtag_strategy.secondary],
        key_skills: analysis.company_expertise.key_skills,
        expertise_areas: analysis.content_goldmine.expertise_areas,
      };
      for (const [field, values] of Object.entries(fields)) {
        const found = values.flatMap(words).filter((w) => names.includes(w));
        expect(found, `${field}: ${values.join(' · ')}`).toEqual([]);
      }
      expect(analysis.hashtag_strategy.primary.length).toBeGreaterThan(0);
    });
  }
});
