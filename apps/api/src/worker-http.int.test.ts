import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import {
  fastForward,
  ownerWithPost,
  parisLocal,
  publishingApp,
  schedule,
  waitForStatus,
} from './modules/publishing/publishing-test-helpers';
import { sharedProcessEnv, startServer } from './test/faults/server-process';
import { createTestDatabase } from './test/test-database';
import { testTmpDir } from './test/test-database-names';
import type { TestApp } from './test/test-app';
import { startWorkerHttp, type WorkerHttp } from './worker-http';

const TOKEN = 'jeton-de-metriques-du-worker-0123456789';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const scrape = (url: string, authorization?: string) =>
  fetch(`${url}/api/metrics`, { headers: authorization ? { authorization } : {} });

describe('the worker’s probe listener (in process, on 127.0.0.1)', () => {
  let t: TestApp;
  let probes: WorkerHttp;
  let databaseDown = false;

  beforeAll(async () => {
    // The real database, whose ping can be cut: readiness must say when the database stops answering.
    const real = await createTestDatabase();
    const database = {
      ...real,
      ping: () => (databaseDown ? Promise.reject(new Error('base arrêtée')) : real.ping()),
    } as DatabaseHandle;
    t = await publishingApp({ work: true, env: { METRICS_TOKEN: TOKEN }, database });
    probes = await startWorkerHttp(t.container, { host: '127.0.0.1', port: 0 }, { logger: false });
  });
  afterAll(async () => {
    await probes?.close();
    await t?.close();
  });

  it('answers health and readiness without a token', async () => {
    expect(probes.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${probes.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const ready = await fetch(`${probes.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', jobs: 'ok' },
    });
  });

  it('refuses a missing or wrong token in French, as the API does', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(probes.url, authorization);
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ detail: 'Vous devez être connecté', code: 'UNAUTHENTICATED' });
      expect(body).not.toContain('plume_');
    }
  });

  it('serves nothing else: no API route, no web app', async () => {
    for (const url of ['/api/auth/me', '/api/app-info', '/', '/connexion', '/api/docs']) {
      const response = await fetch(`${probes.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('counts the publication a job made, with the queue depths and the process figures', async () => {
    const owner = await ownerWithPost(t, { platform: 'facebook' });
    const due = new Date(t.clock.now().getTime() + 3_600_000);
    expect(
      (await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(due) })).statusCode,
    ).toBe(200);
    await fastForward(t, owner.post.id, new Date(due.getTime() + 2_000));
    expect((await waitForStatus(t, owner.post.id, ['published', 'failed'])).status).toBe('published');
    t.clock.set(new Date());

    const response = await scrape(probes.url, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const body = await response.text();
    expect(body).toContain('plume_publish_outcomes_total{platform="facebook",outcome="published"} 1');
    expect(body).toContain('# TYPE plume_job_queue_depth gauge');
    expect(body).toContain('plume_process_resident_memory_bytes');
    // The probes are not the API: no request durations here.
    expect(body).not.toContain('plume_http_request_duration_seconds');
  });

  it('answers 503 naming the database while it does not answer, then 200 again', async () => {
    databaseDown = true;
    try {
      const ready = await fetch(`${probes.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'failed', storage: 'ok', jobs: 'ok' },
      });
      expect((await fetch(`${probes.url}/api/health`)).status).toBe(503);
    } finally {
      databaseDown = false;
    }
    expect((await fetch(`${probes.url}/api/health/ready`)).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('the worker role of the real server (PostgreSQL only: roles need it)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('listens on WORKER_HTTP_PORT for its probes and metrics only', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    if (database.kind !== 'postgres') throw new Error('PostgreSQL attendu');
    const dataDir = await mkdtemp(path.join(testTmpDir, 'worker-role-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const worker = await startServer(dataDir, {
      ...sharedProcessEnv(database.url),
      PLUME_ROLE: 'worker',
      METRICS_TOKEN: TOKEN,
    });
    cleanups.push(() => worker.kill());

    expect((await fetch(`${worker.baseUrl}/api/health/ready`)).status).toBe(200);
    expect((await scrape(worker.baseUrl)).status).toBe(401);
    const metrics = await scrape(worker.baseUrl, `Bearer ${TOKEN}`);
    expect(metrics.status).toBe(200);
    const body = await metrics.text();
    expect(body).toContain('# TYPE plume_publish_outcomes_total counter');
    expect(body).toContain('# TYPE plume_job_queue_depth gauge');
    expect((await fetch(`${worker.baseUrl}/api/auth/me`)).status).toBe(404);
  });
});
