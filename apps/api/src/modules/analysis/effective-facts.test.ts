import { describe, expect, it } from 'vitest';
import { bakeryFacts } from '../../test/site-facts-fixture';
import { correctAnalysis } from './analysis-view';
import { assembleAnalysis } from './assemble-analysis';
import { applyCorrections, normaliseOwnerValue, type Correction } from './effective-facts';
import { siteEntries } from './fact-values';

const facts = bakeryFacts();
const row = (analysisType: 'offline' | 'llm' = 'offline') => ({
  userId: 'u',
  websiteUrl: 'https://boulangerie-lemoine.fr/',
  analysisType,
  content: assembleAnalysis(facts, 'https://boulangerie-lemoine.fr/'),
  facts,
  pages: [],
  createdAt: new Date(),
  updatedAt: new Date(),
  lastAnalyzed: new Date(),
  nextAnalysisDue: new Date(),
});
const newPrice = normaliseOwnerValue({
  kind: 'item',
  item_kind: 'product',
  name: 'Pain au levain',
  price: 5.1,
});

describe('fact ids', () => {
  it('are stable and unique, from what the site states', () => {
    const ids = siteEntries(facts).map((e) => e.id);
    expect(ids).toContain('item-pain-au-levain');
    expect(ids).toContain('hours-mardi');
    expect(ids).toContain('person-marie');
    expect(new Set(ids).size).toBe(ids.length);
    expect(siteEntries(bakeryFacts()).map((e) => e.id)).toEqual(ids);
  });

  it('number a name the site lists twice', () => {
    const twice = bakeryFacts();
    twice.items.push({ ...twice.items[0]!, price: 8, priceText: '8 €' });
    expect(
      siteEntries(twice)
        .filter((e) => e.id.startsWith('item-pain'))
        .map((e) => e.id),
    ).toEqual(['item-pain-au-levain', 'item-pain-au-levain-2']);
  });
});

describe('the owner’s corrections', () => {
  it('write an owner price the way sites do', () => {
    expect(newPrice).toMatchObject({ price: 5.1, price_text: '5,10 €' });
    expect(
      normaliseOwnerValue({ kind: 'item', item_kind: 'service', name: 'Coupe', price: 45, from_price: true }),
    ).toMatchObject({ price_text: 'à partir de 45 €' });
  });

  it('mark corrected, removed and added facts, and keep the site’s value beside the owner’s', () => {
    const corrections: Correction[] = [
      { factId: 'item-pain-au-levain', action: 'correct', value: newPrice },
      { factId: 'item-croissant', action: 'remove', value: siteEntries(facts)[3]!.value },
      { factId: 'added-1', action: 'add', value: { kind: 'value', text: 'Farines locales' } },
    ];
    const entries = applyCorrections(facts, corrections);
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(byId.get('item-pain-au-levain')).toMatchObject({
      status: 'corrected',
      value: { price: 5.1 },
      site_value: { price: 4.2 },
      source: { page_title: 'Nos pains', url: 'https://boulangerie-lemoine.fr/nos-pains' },
      missing_on_site: false,
    });
    expect(byId.get('item-croissant')).toMatchObject({ status: 'removed', missing_on_site: false });
    expect(byId.get('added-1')).toMatchObject({ status: 'added', source: null, missing_on_site: false });
    expect(byId.get('hours-mardi')).toMatchObject({ status: 'site', site_value: null });
  });

  it('still apply when the site no longer states the fact', () => {
    const entries = applyCorrections(facts, [
      {
        factId: 'item-baguette-tradition',
        action: 'correct',
        value: normaliseOwnerValue({ kind: 'item', item_kind: 'product', name: 'Baguette', price: 1.3 }),
      },
    ]);
    expect(entries.at(-1)).toMatchObject({
      id: 'item-baguette-tradition',
      status: 'corrected',
      source: null,
      missing_on_site: true,
    });
  });

  it('rebuild the analysis fields from the corrected facts, prices included', () => {
    const corrected = correctAnalysis(row(), [
      { factId: 'item-pain-au-levain', action: 'correct', value: newPrice },
      { factId: 'item-croissant', action: 'remove', value: null },
      { factId: 'town', action: 'correct', value: { kind: 'town', text: 'Villeurbanne' } },
    ]);
    expect(corrected.content.products_catalog).toEqual([
      expect.objectContaining({ name: 'Pain au levain', price: '5,10 €' }),
    ]);
    expect(corrected.content.analysis_summary).toContain('Villeurbanne');
    expect(corrected.facts.items.map((i) => i.price)).toEqual([5.1]);
  });

  it('keep an LLM analysis’ wording and rebuild its fact fields only', () => {
    const llm = { ...row('llm'), content: { ...row().content, analysis_summary: 'Texte du modèle.' } };
    const corrected = correctAnalysis(llm, [
      { factId: 'item-pain-au-levain', action: 'correct', value: newPrice },
    ]);
    expect(corrected.content.analysis_summary).toBe('Texte du modèle.');
    expect(corrected.content.products_catalog[0]).toMatchObject({ price: '5,10 €' });
  });

  it('leave the stored fields as they are without corrections', () => {
    const llm = { ...row('llm'), content: { ...row().content, analysis_summary: 'Texte du modèle.' } };
    expect(correctAnalysis(llm, []).content).toBe(llm.content);
  });
});
