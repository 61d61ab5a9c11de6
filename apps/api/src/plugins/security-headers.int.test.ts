import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { stagingEnv } from '../test/production-env';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on personal answers, errors and logins', async () => {
    const user = await createUser(t.app);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/notes', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/business-profile', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/notes' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-robust',
        payload: { email: user.registration.email, password: user.registration.password },
      }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves the pages outside /api to their own rules', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/tableau', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});

describe('/api/docs', () => {
  it('is served in embedded mode, off in production unless API_DOCS_ENABLED=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const production = { ...stagingEnv, DATABASE_URL: 'postgres://127.0.0.1:1/plume' };
    for (const [env, status] of [
      [production, 404],
      [{ ...production, API_DOCS_ENABLED: 'true' }, 200],
      [{ API_DOCS_ENABLED: 'false' }, 404],
    ] as const) {
      const other = await createTestApp({ env });
      try {
        for (const url of ['/api/docs', '/api/docs/json']) {
          expect((await other.app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
        }
      } finally {
        await other.close();
      }
    }
  });
});
