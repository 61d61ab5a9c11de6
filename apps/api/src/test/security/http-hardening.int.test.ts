import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/** Regressions found by the schema fuzzing (schema-fuzzing.int.test.ts), pinned one by one. */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await createUser(t.app));
});
afterAll(() => t.close());

describe('requests refused before any route runs', () => {
  it('answers a URL that does not decode with a French 400, not Fastify’s English body', async () => {
    for (const url of [
      '/api/notes/%ff%fe',
      '/api/content/%ED%A0%80/title',
      '/api/content/%c0%ae%c0%ae%2f/move',
    ]) {
      const response = await t.app.inject({ method: 'PUT', url, headers, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Adresse de la requête mal formée', code: 'URL_MALFORMED' });
    }
  });

  it('answers a path parameter over the length limit with a French 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/social/media/${'x'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'Adresse de la requête trop longue', code: 'URL_TOO_LONG' });
  });

  it('names the part of the request in French when the whole body has the wrong type', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/notes', headers, payload: [1, 2] });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^Champ « corps de la requête » : /);
  });
});

describe('values the database cannot store', () => {
  it('refuses a NUL character in a path id with a 422 instead of a 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/demo/checkout/a%00b/pay' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALUE_NOT_STORABLE');
  });

  it('refuses a NUL character in a stored text and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers,
      payload: { description: 'a\u0000b', content: 'Contenu', is_monthly_note: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      'Données invalides : une valeur contient un caractère ou un format non accepté',
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/notes', headers });
    expect(list.json().notes).toEqual([]);
  });
});
