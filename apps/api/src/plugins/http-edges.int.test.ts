import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LEGAL_PUBLISHER_NAME: 'Boulangerie Exemple', LEGAL_SIRET: '123 456 789 00012' },
  });
});
afterAll(() => t.close());

describe('HTTP edges', () => {
  it('answers unknown API routes with a French 404 body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/inconnu' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'Cette adresse ne correspond à aucun service',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('answers malformed JSON with 400 and a French detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-robust',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "Le corps de la requête n'est pas un JSON valide",
      code: 'MALFORMED_REQUEST',
    });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-robust',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Requête trop volumineuse', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('reports health with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login-robust', '/api/auth/me', '/api/health']),
    );
    expect(document.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });

  it('serves legal-notice values from configuration and marks the missing ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/legal' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      publisher_name: 'Boulangerie Exemple',
      siret: '123 456 789 00012',
      director: '[Directeur de la publication à compléter]',
      is_placeholder: true,
    });
  });

  it('answers a browser navigation with a French page when the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/tableau', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Application web non construite');
  });

  it('turns a lost database into a 503 without internals', async () => {
    // PGlite: the embedded database is closed. PostgreSQL: nothing listens at the address any more.
    const database = process.env.TEST_DATABASE_URL
      ? await openDatabase({ databaseUrl: 'postgres://plume@127.0.0.1:1/absente' })
      : await createTestDatabase();
    const broken = await createTestApp({ database });
    if (database.kind === 'pglite') await database.close();
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/auth/login-robust',
      payload: { email: 'a@b.fr', password: 'whatever-long' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    await broken.app.close();
    await database.close();
  });
});
