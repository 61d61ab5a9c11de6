import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFakeOpenAi } from '../../test/fake-openai';
import { createUser } from '../../test/factories';
import { bakerySiteRoutes, serveFixtureSite, type FixtureSite } from '../../test/fixture-site';
import { createTestApp, type TestApp } from '../../test/test-app';

let site: FixtureSite;
let fake: Awaited<ReturnType<typeof serveFakeOpenAi>>;
let t: TestApp;
beforeAll(async () => {
  site = await serveFixtureSite(bakerySiteRoutes(0));
  fake = await serveFakeOpenAi([{ delayMs: 3000, content: '{}' }]);
  t = await createTestApp({
    env: {
      ANALYSIS_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYSIS_TIMEOUT_SECONDS: '5',
      LLM_BASE_URL: fake.baseURL,
      LLM_API_KEY: 'cle-de-test',
    },
    jobs: true,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await site.close();
});

describe('analysis with the LLM analyser configured', () => {
  it('answers 408 with the spec message when the AI step overruns the budget, and keeps no result', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/website/analyze',
      headers,
      payload: { website_url: `${site.url}/` },
    });
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests[0]?.messages[1]?.content).toContain('Pains au levain');
    if (response.statusCode === 200) throw new Error('le délai aurait dû être dépassé');
    expect(response.statusCode).toBe(408);
    expect(response.json().detail).toBe('Timeout - Site trop complexe à analyser (90 secondes)');
    expect((await t.app.inject({ method: 'GET', url: '/api/website/analysis', headers })).json()).toBeNull();
  }, 120_000);
});
