import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisContent } from '@plume/contracts/website-analysis';
import { parsePage } from '../../modules/analysis/public';
import { serveFakeOpenAi, type FakeReply } from '../../test/fake-openai';
import { createOpenAiWebsiteAnalyser } from './openai-website-analyser';

const valid: AnalysisContent = {
  analysis_summary: 'Boulangerie artisanale au levain à Lyon.',
  storytelling_analysis: 'Une histoire de famille depuis 1998.',
  business_ai: 'Boulangerie de quartier.',
  storytelling_ai: 'Le pain d’autrefois.',
  brand_tone: 'traditionnel',
  target_audience: 'familles du quartier',
  main_services: ['Pains au levain', 'Viennoiseries'],
  products_services_details: ['Pain de campagne'],
  company_expertise: {
    founder_info: 'Paul Lemoine',
    team_size: '6',
    key_skills: ['levain'],
    certifications: [],
    experience_years: '27 ans',
  },
  unique_value_proposition: 'Le levain naturel',
  key_topics: ['levain'],
  content_suggestions: ['Montrer le pétrissage'],
  products_catalog: [{ name: 'Baguette', description: 'Tradition', price: '1,30 €', features: [] }],
  services_detailed: [{ service_name: 'Ateliers', description: 'Pour enfants', pricing: '', benefits: [] }],
  company_story: { mission: 'Faire revivre le pain', values: ['Qualité'] },
  social_proof: { testimonials: ['Le meilleur pain'], achievements: [] },
  content_goldmine: { expertise_areas: ['levain'], tips_tricks: [] },
  hashtag_strategy: { primary: ['#Levain'], secondary: ['#Lyon'] },
  visual_content_ideas: ['Le four au petit matin'],
  contact_details: { emails: [], phones: [] },
};

const site = {
  websiteUrl: 'https://boulangerie-lemoine.fr/',
  pages: [
    parsePage(
      `<title>Accueil</title><h1>Lemoine</h1><p>Pain au levain</p><h2>Pains au levain</h2><h2>Viennoiseries</h2>
      <p>Baguette 1,30 €</p><h2>Ateliers</h2><p>Depuis 1998, soit 27 ans, une équipe de 6 personnes autour de
      Paul Lemoine.</p><blockquote>Le meilleur pain</blockquote>`,
      'https://boulangerie-lemoine.fr/',
    ),
  ],
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function analyserFor(replies: FakeReply[]) {
  const fake = await serveFakeOpenAi(replies);
  close = fake.close;
  const analyser = createOpenAiWebsiteAnalyser({
    baseURL: fake.baseURL,
    apiKey: 'cle-de-test',
    model: 'modele-test',
  });
  return { analyser, fake };
}

describe('OpenAI-compatible website analyser', () => {
  it('sends the site content with a JSON schema and returns the validated answer', async () => {
    const { analyser, fake } = await analyserFor([{ content: JSON.stringify(valid) }]);
    const result = await analyser.analyse(site, { deadline: Date.now() + 10_000 });
    expect(result).toEqual(valid);
    expect(fake.requests[0]?.model).toBe('modele-test');
    expect(fake.requests[0]?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'website_analysis' },
    });
    expect(fake.requests[0]?.messages[1]?.content).toContain('Pain au levain');
  });

  it('drops what the site does not state: an invented product, price, head count or phone', async () => {
    const invented: AnalysisContent = {
      ...valid,
      company_expertise: { ...valid.company_expertise, team_size: '12 salariés' },
      products_catalog: [
        { name: 'Baguette', description: '', price: '1,50 €', features: [] },
        { name: 'Croissant', description: '', price: '1,10 €', features: [] },
      ],
      contact_details: { emails: [], phones: ['02 99 00 00 00'] },
    };
    const { analyser, fake } = await analyserFor([{ content: JSON.stringify(invented) }]);
    const result = await analyser.analyse(site, { deadline: Date.now() + 10_000 });
    expect(result.products_catalog).toEqual([{ name: 'Baguette', description: '', price: '', features: [] }]);
    expect(result.company_expertise.team_size).toBe('');
    expect(result.contact_details.phones).toEqual([]);
    expect(fake.requests[0]?.messages[1]?.content).toContain('Faits extraits du site');
  });

  it('asks once for a repair when the answer is not valid JSON, then fails clearly', async () => {
    const repaired = await analyserFor([
      { content: '{"analysis_summary": ' },
      { content: JSON.stringify(valid) },
    ]);
    expect(await repaired.analyser.analyse(site, { deadline: Date.now() + 10_000 })).toEqual(valid);
    expect(repaired.fake.requests[1]?.messages.at(-1)?.content).toContain("n'est pas un JSON valide");
    await close?.();

    const broken = await analyserFor([{ content: JSON.stringify({ ...valid, main_services: 'pain' }) }]);
    await expect(broken.analyser.analyse(site, { deadline: Date.now() + 10_000 })).rejects.toMatchObject({
      code: 'ANALYSIS_AI_FAILED',
    });
    expect(broken.fake.requests).toHaveLength(2);
    expect(broken.fake.requests[1]?.messages.at(-1)?.content).toContain('main_services');
  });

  it('retries after a 429 with the Retry-After delay', async () => {
    const { analyser, fake } = await analyserFor([
      {
        status: 429,
        headers: { 'retry-after': '0' },
        body: { error: { message: 'Rate limit', type: 'rate_limit' } },
      },
      { status: 503 },
      { content: JSON.stringify(valid) },
    ]);
    expect(await analyser.analyse(site, { deadline: Date.now() + 20_000 })).toEqual(valid);
    expect(fake.requests).toHaveLength(3);
  });

  it('maps a timeout to the 408 of the spec', async () => {
    const { analyser } = await analyserFor([{ delayMs: 5000, content: JSON.stringify(valid) }]);
    await expect(analyser.analyse(site, { deadline: Date.now() + 300 })).rejects.toMatchObject({
      code: 'ANALYSIS_TIMEOUT',
      status: 408,
      detail: 'Timeout - Site trop complexe à analyser (90 secondes)',
    });
  });
});
