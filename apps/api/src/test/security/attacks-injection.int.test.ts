import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, seedUser } from '../../modules/admin/admin-test-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { toJsonSchema } from './json-samples';
import { apiRoutes, fillPath, isOpenRoute, type ApiRoute } from './route-catalogue';

/**
 * SQL injection strings in every text field of every query string (admin user search, stock image search,
 * library filters…), oversized bodies on every route that takes one, and redirects that must stay on our
 * origin. Generated from the route table, like the matrix and the fuzzing.
 */
let t: TestApp;
let userHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  userHeaders = (await seedUser(t, {}, { first_name: 'Zoé', business_name: 'Zoé Martin' })).headers;
  adminHeaders = (await seedAdmin(t)).headers;
});
afterAll(() => t.close());

const INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "%' OR '%'='",
  '"; drop table users; --',
  "'); delete from users where ('1'='1",
  "' union select email, password_hash from users --",
  '\\',
  '%',
  '_',
  "admin'--",
  '1; select pg_sleep(5)',
];

async function countUsers() {
  const result = await t.database.db.execute(sql`select count(*)::int as n from users`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** Text fields of a route's query string, from its contract. */
function textQueryFields(route: ApiRoute): string[] {
  const schema = toJsonSchema(route.schema?.querystring);
  return Object.entries(schema?.properties ?? {})
    .filter(([, field]) =>
      [field.type, ...(field.anyOf ?? []).map((option) => option.type)].includes('string'),
    )
    .filter(([, field]) => !field.enum && !field.format)
    .map(([name]) => name);
}

describe('SQL injection strings in every search and filter field', () => {
  it('never errors, never widens a search and never touches other rows', async () => {
    const targets = apiRoutes(t.app).filter(
      (route) => route.method === 'GET' && textQueryFields(route).length,
    );
    expect(targets.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/admin/users', '/api/pixabay/search']),
    );
    const users = await countUsers();
    let tried = 0;
    for (const route of targets) {
      const headers = route.isAdmin ? adminHeaders : userHeaders;
      for (const field of textQueryFields(route)) {
        for (const payload of INJECTIONS) {
          const url = `${fillPath(route.url, {})}?${new URLSearchParams({ [field]: payload }).toString()}`;
          const response = await t.app.inject({ method: 'GET', url, headers });
          tried += 1;
          expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    }
    expect(tried).toBeGreaterThan(INJECTIONS.length);
    expect(await countUsers()).toBe(users);
  });

  it('treats the admin search text literally: quotes, % and _ match nothing here', async () => {
    for (const search of INJECTIONS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?${new URLSearchParams({ search }).toString()}`,
        headers: adminHeaders,
      });
      expect(response.statusCode, search).toBe(200);
      expect(response.json(), search).toEqual([]);
    }
    const real = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=zo%C3%A9',
      headers: adminHeaders,
    });
    expect(real.json()).toHaveLength(1);
  });
});

describe('oversized bodies', () => {
  it('answers 413 with the French detail on every route that takes a JSON body', async () => {
    const routes = apiRoutes(t.app).filter((route) => !['GET', 'HEAD'].includes(route.method));
    const oversized = JSON.stringify({ text: 'é'.repeat(600 * 1024) });
    for (const route of routes) {
      const headers = isOpenRoute(route) ? {} : route.isAdmin ? adminHeaders : userHeaders;
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: fillPath(route.url, { id: 'x', platform: 'facebook' }),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: oversized,
      });
      expect(response.statusCode, route.key).toBe(413);
      expect(response.json().detail).toBe('Requête trop volumineuse');
    }
  });
});

describe('redirects stay on our origin', () => {
  it('ignores a forged Host or X-Forwarded-Host on the Instagram return', async () => {
    for (const header of [{ host: 'pirate.example' }, { 'x-forwarded-host': 'pirate.example' }]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/social/instagram/callback?error=access_denied',
        headers: header,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/\?instagram_error=/);
    }
  });

  it('refuses origin_url values that would leave the site, for checkout and the portal', async () => {
    const origins = [
      'https://pirate.example',
      'http://localhost:3000.pirate.example',
      'http://localhost:3000@pirate.example',
      '//pirate.example',
      'javascript:alert(1)',
      'http://localhost:3001',
    ];
    for (const origin_url of origins) {
      for (const [url, extra] of [
        ['/api/payments/v1/checkout/session', { package_id: 'rocket' }],
        ['/api/payments/portal', {}],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: userHeaders,
          payload: { ...extra, origin_url },
        });
        expect(response.statusCode, `${url} ${origin_url}`).toBe(422);
        expect(response.json().detail).toContain('origin_url');
      }
    }
  });
});
