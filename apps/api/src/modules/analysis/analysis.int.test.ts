import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { bakerySiteRoutes, serveFixtureSite, type FixtureSite } from '../../test/fixture-site';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let strict: TestApp;
let site: FixtureSite;
let empty: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite(bakerySiteRoutes(2));
  empty = await serveFixtureSite({ '/': { body: '{}', type: 'application/json' } });
  t = await createTestApp({ env: { ANALYSIS_ALLOW_PRIVATE_NETWORKS: 'true' }, jobs: true });
  strict = await createTestApp({ jobs: true });
});
afterAll(async () => {
  await site.close();
  await empty.close();
  await t.close();
  await strict.close();
});

const analyse = (app: TestApp, headers: Record<string, string>, website_url: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/website/analyze', headers, payload: { website_url } });

describe('website analysis endpoints', () => {
  it('analyses a site, keeps the result and schedules the next analysis 30 days later', async () => {
    t.clock.set('2026-05-10T08:00:00Z');
    const { headers } = await createUser(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/website/analysis', headers });
    expect(before.json()).toBeNull();

    const response = await analyse(t, headers, `${site.url}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      website_url: `${site.url}/`,
      analysis_type: 'offline',
      last_analyzed: '2026-05-10T08:00:00.000Z',
      next_analysis_due: '2026-06-09T08:00:00.000Z',
    });
    expect(body.main_services).toContain('Pains au levain');
    expect(body.non_technical_pages_count).toBe(
      body.pages_analyzed.filter((p: { status: string }) => p.status === 'analyzed').length,
    );
    expect(body.pages_analyzed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'technical', url: expect.stringContaining('/panier') }),
      ]),
    );

    const kept = await t.app.inject({ method: 'GET', url: '/api/website/analysis', headers });
    expect(kept.json()).toEqual(body);
    const checklist = await t.app.inject({ method: 'GET', url: '/api/business-profile/checklist', headers });
    expect(checklist.json().items[1]).toMatchObject({ key: 'analysis', done: true });
    t.clock.set(new Date());
  });

  it('answers the spec messages for an empty or invalid URL', async () => {
    const { headers } = await createUser(t.app);
    const empty = await analyse(t, headers, '  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toContain('Veuillez saisir une URL de site web');
    const invalid = await analyse(t, headers, 'pas une adresse');
    expect(invalid.json().detail).toContain(
      'Veuillez saisir une URL valide (ex: https://www.mon-entreprise.fr)',
    );
    const ftp = await analyse(t, headers, 'ftp://exemple.fr/');
    expect(ftp.statusCode).toBe(422);
  });

  it('says clearly when a site has no readable page', async () => {
    const { headers } = await createUser(t.app);
    const response = await analyse(t, headers, `${empty.url}/`);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('Aucune page lisible');
  });

  it('refuses private and metadata addresses without the configuration flag', async () => {
    const { headers } = await createUser(strict.app);
    for (const url of [
      `${site.url}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      const response = await analyse(strict, headers, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().code).toBe('ANALYSIS_URL_REFUSED');
    }
    expect(site.hits.filter((hit) => hit === '/').length).toBe(1);
  });

  it("keeps each user's analysis to themselves and requires a session", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await analyse(t, owner.headers, `${site.url}/`)).statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/website/analysis',
      headers: other.headers,
    });
    expect(foreign.json()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/website/analysis' })).statusCode).toBe(401);
    expect((await analyse(t, {}, `${site.url}/`)).statusCode).toBe(401);
  });
});
