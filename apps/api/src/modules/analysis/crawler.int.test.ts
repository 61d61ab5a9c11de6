import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakerySiteRoutes, serveFixtureSite, type FixtureSite } from '../../test/fixture-site';
import { crawlSite, type CrawlOptions } from './crawler';
import { createOfflineAnalyser } from '../../integrations/analyser/offline-analyser';

let site: FixtureSite;
let other: FixtureSite;
beforeAll(async () => {
  other = await serveFixtureSite({ '/': { body: '<title>Ailleurs</title><p>autre site</p>' } });
  site = await serveFixtureSite({
    ...bakerySiteRoutes(3),
    '/ancienne-page': { redirect: '/tarifs' },
    '/vers-ailleurs': { redirect: `${other.url}/` },
    '/vers-metadonnees': { redirect: 'http://169.254.169.254/latest/meta-data/' },
    '/carte.pdf': { body: '%PDF-1.4', type: 'application/pdf' },
    '/menu.json': { body: '{"plats":[]}', type: 'application/json' },
    '/enorme': { bytes: 3 * 1024 * 1024 },
    '/lent': { body: '<title>Lent</title><p>enfin</p>', delayMs: 3000 },
    '/liens': {
      body: `<title>Liens</title><a href="/ancienne-page">a</a><a href="/vers-ailleurs">b</a>
        <a href="/vers-metadonnees">c</a><a href="/menu.json">d</a><a href="/enorme">e</a><a href="/lent">f</a>`,
    },
  });
});
afterAll(async () => {
  await site.close();
  await other.close();
});

const options = (overrides: Partial<CrawlOptions> = {}): CrawlOptions => ({
  guard: { allowPrivateNetworks: true, allowedPorts: [] },
  maxPages: 30,
  concurrency: 4,
  maxPageBytes: 2 * 1024 * 1024,
  pageTimeoutMs: 1000,
  deadline: Date.now() + 20_000,
  ...overrides,
});
const statusOf = (pages: { url: string; status: string }[], path: string) =>
  pages.find((page) => new URL(page.url).pathname === path)?.status;

describe('crawler on a fixture site', () => {
  it('follows sitemap and links, honours robots.txt and lists technical pages without analysing them', async () => {
    const result = await crawlSite(`${site.url}/`, options());
    expect(statusOf(result.pages, '/')).toBe('analyzed');
    expect(statusOf(result.pages, '/blog/article-3')).toBe('analyzed');
    expect(statusOf(result.pages, '/mentions-legales')).toBe('technical');
    expect(statusOf(result.pages, '/panier')).toBe('technical');
    expect(statusOf(result.pages, '/prive/brouillon')).toBe('blocked_by_robots');
    expect(site.hits).not.toContain('/prive/brouillon');
    expect(result.extracted.map((page) => new URL(page.url).pathname)).not.toContain('/panier');
    expect(result.pages.find((p) => p.status === 'analyzed')?.title).toContain('Boulangerie Lemoine');
  });

  it('stops at the page cap', async () => {
    const result = await crawlSite(`${site.url}/`, options({ maxPages: 4 }));
    expect(result.pages).toHaveLength(4);
  });

  it('follows redirects on the site, refuses one to a private address, skips non-HTML, oversize and slow pages', async () => {
    const result = await crawlSite(`${site.url}/liens`, options());
    expect(result.pages.find((p) => p.url.endsWith('/tarifs'))?.status).toBe('analyzed');
    expect(statusOf(result.pages, '/vers-metadonnees')).toBe('error');
    expect(statusOf(result.pages, '/menu.json')).toBe('non_html');
    expect(statusOf(result.pages, '/enorme')).toBe('too_large');
    // The slow page is given up, not awaited: its status says so (the test's own time limit bounds a hang).
    expect(statusOf(result.pages, '/lent')).toBe('timeout');
  });

  it('refuses a start page that redirects to the metadata address, even with private networks allowed', async () => {
    await expect(crawlSite(`${site.url}/vers-metadonnees`, options())).rejects.toMatchObject({
      code: 'ANALYSIS_URL_REFUSED',
    });
  });

  it('refuses the loopback fixture itself when private networks are not allowed', async () => {
    await expect(
      crawlSite(
        `${site.url}/`,
        options({ guard: { allowPrivateNetworks: false, allowedPorts: [site.port] } }),
      ),
    ).rejects.toMatchObject({
      code: 'ANALYSIS_URL_REFUSED',
      detail: expect.stringContaining('réseau privé'),
    });
  });

  it('gives the offline analyser real content to work with', async () => {
    const result = await crawlSite(`${site.url}/`, options());
    const analysis = await createOfflineAnalyser().analyse(
      { websiteUrl: site.url, pages: result.extracted },
      { deadline: Date.now() + 5000 },
    );
    expect(analysis.main_services).toEqual(
      expect.arrayContaining(['Pains au levain', 'Viennoiseries pur beurre', 'Gâteaux de fête sur commande']),
    );
    expect(analysis.products_catalog).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Baguette tradition', price: '1,30 €' })]),
    );
    expect(analysis.services_detailed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          service_name: 'Gâteaux de fête sur commande',
          pricing: 'À partir de 35 €',
        }),
      ]),
    );
    expect(analysis.social_proof.testimonials).toEqual([
      '« Le meilleur pain de Lyon, la croûte est parfaite ! » — Julie',
      "« Des croissants comme à Paris, l'accueil en plus. » — Marc",
    ]);
    expect(analysis.company_story.mission).toContain('Notre mission');
    expect(analysis.company_story.values).toContain('Qualité des matières premières');
    expect(analysis.company_expertise.experience_years).toBe('depuis 1998');
    expect(analysis.company_expertise.team_size).toBe('6 artisans');
    expect(analysis.company_expertise.founder_info).toBe('Paul Lemoine, fondateur');
    expect(analysis.analysis_summary).toContain('boulangerie à Lyon');
    expect(analysis.contact_details).toEqual({
      emails: ['bonjour@boulangerie-lemoine.fr'],
      phones: ['04 78 12 34 56'],
    });
    expect(analysis.hashtag_strategy.primary[0]).toMatch(/^#[A-Z]/);
    // Hashtags from the trade, the town and the products, never from people's names.
    expect(analysis.hashtag_strategy.primary.slice(0, 2)).toEqual(['#Boulangerie', '#Lyon']);
    expect(analysis.hashtag_strategy.secondary).toContain('#Levain');
    expect([...analysis.hashtag_strategy.primary, ...analysis.hashtag_strategy.secondary]).not.toContain(
      '#Paul',
    );
    expect(analysis.content_goldmine.tips_tricks.join(' ')).toContain('pensez à réserver');
    expect(analysis.analysis_summary).toContain('Boulangerie Lemoine');
  });
});
