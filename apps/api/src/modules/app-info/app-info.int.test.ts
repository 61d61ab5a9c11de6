import type { AppStatus } from '@plume/contracts/app-info';
import { afterEach, describe, expect, it } from 'vitest';
import { stagingEnv } from '../../test/production-env';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function status(env?: Record<string, string>) {
  t = await createTestApp(env ? { env } : {});
  // Public: asked before any sign-in, with no token.
  const response = await t.app.inject({ method: 'GET', url: '/api/app-info' });
  expect(response.statusCode).toBe(200);
  return response.json<AppStatus>();
}

describe('GET /api/app-info', () => {
  it('says production keeps demonstration providers, so the web app shows its "Démo" banner', async () => {
    expect(await status(stagingEnv)).toEqual({
      production: true,
      demo_providers: ['payments', 'social', 'mail', 'storage', 'stock', 'llm'],
    });
  });

  it('lists only the providers still in demonstration', async () => {
    const body = await status({
      ...stagingEnv,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PIXABAY_API_KEY: 'px',
    });
    expect(body.demo_providers).toEqual(['social', 'mail', 'storage', 'llm']);
  });

  it('is not production on a developer machine (no banner)', async () => {
    expect((await status()).production).toBe(false);
  });

  it('refuses a write method like any unknown route', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/app-info' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});
