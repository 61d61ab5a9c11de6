import type { AnalysisContent } from '@plume/contracts/website-analysis';
import type { FactEntry, FactValue, WebsiteFacts } from '@plume/contracts/website-facts';
import type { WebsiteAnalysisRow, WebsiteFactCorrectionRow } from '../../db/schema/index';
import { assembleAnalysis, toneTexts } from './assemble-analysis';
import { addToSiteFacts, emptySiteFacts, OWNER_SOURCE, siteEntries } from './fact-values';
import type { FactSource, SiteFacts } from './facts/site-facts';
import { suggestAudience, suggestBrandTone, type Suggestion } from './tone-and-audience';

export type Correction = Pick<WebsiteFactCorrectionRow, 'factId' | 'action' | 'value'>;

const apiSource = (source: FactSource) => ({
  url: source.url,
  page_title: source.pageTitle,
  snippet: source.snippet,
});
const internalSource = (source: FactEntry['source']): FactSource =>
  source ? { url: source.url, pageTitle: source.page_title, snippet: source.snippet } : OWNER_SOURCE;

/**
 * The site's facts with the owner's corrections applied, in the site's order, then the corrections whose
 * fact the site no longer states (still applied: the owner's word wins) and the facts the owner added.
 */
export function applyCorrections(facts: SiteFacts | null, corrections: readonly Correction[]): FactEntry[] {
  const byId = new Map(corrections.map((c) => [c.factId, c]));
  const entries: FactEntry[] = (facts ? siteEntries(facts) : []).map((entry) => {
    const correction = byId.get(entry.id);
    byId.delete(entry.id);
    const base = {
      id: entry.id,
      kind: entry.value.kind,
      source: apiSource(entry.source),
      missing_on_site: false,
    };
    if (correction?.action === 'correct' && correction.value)
      return { ...base, status: 'corrected', value: correction.value, site_value: entry.value };
    if (correction?.action === 'remove')
      return { ...base, status: 'removed', value: entry.value, site_value: null };
    return { ...base, status: 'site', value: entry.value, site_value: null };
  });
  for (const c of byId.values()) {
    if (!c.value) continue;
    entries.push({
      id: c.factId,
      kind: c.value.kind,
      status: c.action === 'add' ? 'added' : c.action === 'remove' ? 'removed' : 'corrected',
      value: c.value,
      site_value: null,
      source: null,
      missing_on_site: c.action !== 'add',
    });
  }
  return entries;
}

/** The facts the analysis fields and the writer use: every entry but the removed ones. */
export function effectiveSiteFacts(facts: SiteFacts | null, entries: readonly FactEntry[]): SiteFacts {
  const effective = emptySiteFacts(facts?.pages ?? []);
  for (const entry of entries)
    if (entry.status !== 'removed') addToSiteFacts(effective, entry.value, internalSource(entry.source));
  return effective;
}

/** Fields an analyser fills from the facts alone: the ones an LLM analysis gets rebuilt when corrected. */
const FACT_FIELDS = [
  'main_services',
  'products_services_details',
  'products_catalog',
  'services_detailed',
  'company_expertise',
  'company_story',
  'unique_value_proposition',
  'contact_details',
] as const satisfies readonly (keyof AnalysisContent)[];

/**
 * The analysis fields with the owner's corrections: the offline analysis is assembled again from the
 * effective facts; an LLM analysis keeps its wording and gets its fact fields rebuilt. Without corrections
 * (or for an analysis kept before facts were stored), the stored fields as they are.
 */
export function correctedContent(
  row: Pick<WebsiteAnalysisRow, 'content' | 'facts' | 'analysisType' | 'websiteUrl'>,
  corrections: readonly Correction[],
  effective: SiteFacts,
): AnalysisContent {
  if (corrections.length === 0 || !row.facts) return row.content;
  const assembled = assembleAnalysis(effective, row.websiteUrl);
  if (row.analysisType === 'offline') return assembled;
  const rebuilt: Partial<AnalysisContent> = {};
  for (const field of FACT_FIELDS) Object.assign(rebuilt, { [field]: assembled[field] });
  return { ...row.content, ...rebuilt };
}

const apiSuggestion = (suggestion: Suggestion | null) =>
  suggestion && {
    value: suggestion.value,
    evidence: suggestion.evidence.map((e) => ({ text: e.text, source: apiSource(e.source) })),
  };

/** The facts as the analysis card shows them, with tone and audience proposed only on the site's evidence. */
export function websiteFacts(entries: FactEntry[], effective: SiteFacts): WebsiteFacts {
  const texts = toneTexts(effective).filter((t) => t.source.url !== '');
  return {
    entries,
    suggestions: {
      brand_tone: apiSuggestion(suggestBrandTone(texts)),
      target_audience: apiSuggestion(suggestAudience(texts)),
    },
  };
}

const euros = (price: number) =>
  `${Number.isInteger(price) ? String(price) : price.toFixed(2).replace('.', ',')} €`;

/** An owner's item price is written the way the site writes prices ("3,50 €", "à partir de 45 €"). */
export function normaliseOwnerValue(value: FactValue): FactValue {
  if (value.kind !== 'item') return value;
  const { price_text: _written, ...rest } = value;
  if (rest.price === undefined) return { ...rest, from_price: undefined };
  return { ...rest, price_text: `${rest.from_price ? 'à partir de ' : ''}${euros(rest.price)}` };
}
