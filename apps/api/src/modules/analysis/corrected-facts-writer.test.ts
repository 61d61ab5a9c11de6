import { describe, expect, it } from 'vitest';
import { createFactsGatherer } from '../posts/writer-facts';
import { createOfflinePostWriter } from '../../integrations/writer/offline-writer';
import { bakeryProfile, monthSlots } from '../../test/writer-fixtures';
import { bakeryFacts } from '../../test/site-facts-fixture';
import { correctAnalysis } from './analysis-view';
import { assembleAnalysis } from './assemble-analysis';
import { normaliseOwnerValue } from './effective-facts';

describe('posts written after the owner corrected a price', () => {
  it('state the corrected price, never the site’s', async () => {
    const facts = bakeryFacts();
    facts.items = facts.items.slice(0, 1);
    const row = {
      websiteUrl: 'https://boulangerie-lemoine.fr/',
      analysisType: 'offline' as const,
      content: assembleAnalysis(facts, 'https://boulangerie-lemoine.fr/'),
      facts,
      userId: 'u',
      pages: [],
      createdAt: new Date(),
      updatedAt: new Date(),
      lastAnalyzed: new Date(),
      nextAnalysisDue: new Date(),
    };
    const value = normaliseOwnerValue({
      kind: 'item',
      item_kind: 'product',
      name: 'Pain au levain',
      price: 5.1,
    });
    const corrected = correctAnalysis(row, [{ factId: 'item-pain-au-levain', action: 'correct', value }]);
    const gather = createFactsGatherer({
      profile: async () => bakeryProfile(),
      analysis: async () => ({ analysis: corrected.content, facts: corrected.facts }),
      notes: async () => [],
    });
    const writerFacts = await gather({
      userId: 'u',
      monthKey: 'mars_2025',
      timezone: 'Europe/Paris',
      media: [],
    });
    expect(writerFacts.facts?.items[0]).toMatchObject({
      name: 'Pain au levain',
      price: 5.1,
      priceText: '5,10 €',
    });

    const writer = createOfflinePostWriter({ limits: { instagramHashtagCap: 5 } });
    const posts = await writer.writeMonth({
      facts: writerFacts,
      slots: monthSlots(20, ['instagram', 'facebook']),
    });
    const texts = posts.map((post) => post.text);
    // French typography puts a narrow no-break space before the euro sign.
    expect(texts.some((text) => /pain au levain[^\n]*5,10\s€/iu.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('4,20'))).toBe(false);
  });
});
