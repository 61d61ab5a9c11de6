import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { stagingEnv } from '../test/production-env';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The headers only a document needs: present on pages, absent from JSON answers. */
const documentOnly = [
  'cross-origin-opener-policy',
  'referrer-policy',
  'origin-agent-cluster',
  'x-xss-protection',
];

describe('security headers', () => {
  it('give every JSON answer a policy under which nothing loads, frames or sniffs it', async () => {
    const user = await createUser(t.app);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    // A 304 answers the same headers.
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...user.headers, 'if-none-match': String(profile.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    const answers = {
      profile,
      notModified,
      health: await t.app.inject({ method: 'GET', url: '/api/health' }),
      unauthenticated: await t.app.inject({ method: 'GET', url: '/api/notes' }),
      unknown: await t.app.inject({ method: 'GET', url: '/api/inconnu' }),
      undecodable: await t.app.inject({
        method: 'PUT',
        url: '/api/notes/%ff%fe',
        headers: user.headers,
        payload: {},
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers, name).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'no-store',
      });
      expect(answer.headers['strict-transport-security'], name).toContain('max-age=');
      for (const header of documentOnly) expect(answer.headers[header], `${name}: ${header}`).toBeUndefined();
    }
  });

  it('give pages, under /api or not, helmet’s whole set with the strict document policy', async () => {
    const consent = new URLSearchParams({
      platform: 'facebook',
      state: 'x',
      redirect_uri: 'http://localhost:3000/auth/facebook/callback',
    });
    const pages = {
      // The web app's page (here the one saying it is not built: the tests build no web app).
      app: await t.app.inject({ method: 'GET', url: '/tableau', headers: { accept: 'text/html' } }),
      consent: await t.app.inject({
        method: 'GET',
        url: `/api/social/sandbox/consent?${consent.toString()}`,
      }),
    };
    for (const [name, page] of Object.entries(pages)) {
      expect(page.headers['content-type'], name).toContain('text/html');
      const csp = String(page.headers['content-security-policy']);
      for (const directive of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
        expect(csp, name).toContain(directive);
      }
      expect(page.headers, name).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
    // The consent page's own Cache-Control is kept.
    expect(pages.consent.headers['cache-control']).toBe('no-store');
  });
});

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
