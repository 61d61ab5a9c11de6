import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../../../../corpus/corpus';
import { extractSiteFacts } from './extract-site-facts';
import { recall, scoreSite } from './score-facts';
import { fold } from './text-patterns';

/**
 * Site by site, the key facts of the corpus' golden files: every golden product price, the opening hours,
 * the town, the trade, and nothing invented. Every site is asserted: a change that loses one of these facts on
 * any site turns its test red.
 */

describe('website facts against the corpus golden files', () => {
  for (const site of loadCorpus()) {
    it(`${site.slug}: prices, hours, town and trade found, nothing invented`, () => {
      const facts = extractSiteFacts(
        site.pages.map((page) => ({
          url: new URL(page.path, site.site.baseUrl).toString(),
          html: page.html,
        })),
      );
      const score = scoreSite(facts, site.golden, site.pages.map((page) => page.text).join(' '));
      expect(score.invented).toEqual([]);
      expect(recall(score.fields['produits avec prix']!)).toBe(1);
      expect(recall(score.fields.horaires!)).toBe(1);
      expect(fold(facts.town?.text ?? '')).toBe(fold(site.golden.town));
      expect(recall(score.fields['métier']!)).toBe(1);
    });
  }

  it('finds every address, town, e-mail and phone the corpus states, and only those', () => {
    for (const site of loadCorpus()) {
      const facts = extractSiteFacts(
        site.pages.map((page) => ({
          url: new URL(page.path, site.site.baseUrl).toString(),
          html: page.html,
        })),
      );
      expect(fold(facts.town?.text ?? ''), site.slug).toBe(fold(site.golden.town));
      expect(facts.address?.postalCode, site.slug).toBe(site.golden.address?.postalCode);
      expect(facts.emails.map((e) => e.text).sort(), site.slug).toEqual([...site.golden.emails].sort());
    }
  });
});
