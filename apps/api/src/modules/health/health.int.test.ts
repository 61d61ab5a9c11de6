import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 without a token when the database, the store and the engine are up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', jobs: 'ok' },
    });
  });

  it('answers 503 naming the job engine once it is stopped', async () => {
    t.container.jobs.unbind();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', storage: 'ok', jobs: 'failed' },
      });
    } finally {
      t.container.jobs.bind(t.jobs!);
    }
  });

  it('refuses anything but GET with the French 404 body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/health/ready', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('request id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is in the x-request-id header of every answer, each request its own', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(first!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers['x-request-id']).not.toBe(first!.headers['x-request-id']);
  });

  it('is in the header of an error answer, and a client cannot choose it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-request-id': 'choisi-par-le-client' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({ detail: expect.any(String), code: expect.any(String) });
  });

  it('is in the header of an answer made before routing (an undecodable address)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/posts/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
