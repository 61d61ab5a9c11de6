import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'jeton-de-metriques-de-test-0123456789';

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, jobs: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers Prometheus text with request durations by route pattern, queue depths and publish outcomes', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/content/00000000-0000-0000-0000-000000000000/file' });
    t.container.publishing.outcomes.record('facebook', 'published');
    t.container.publishing.outcomes.record('instagram', 'refused');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const body = response.body;
    expect(body).toMatch(
      /plume_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    // The pattern, not the address: one series whatever the id.
    expect(body).toContain('route="/api/content/:id/file"');
    expect(body).not.toContain('00000000-0000');
    expect(body).toContain('# TYPE plume_job_queue_depth gauge');
    expect(body).toContain('plume_publish_outcomes_total{platform="facebook",outcome="published"} 1');
    expect(body).toContain('plume_publish_outcomes_total{platform="instagram",outcome="refused"} 1');
    expect(body).toContain('plume_process_resident_memory_bytes');
  });

  it('counts the jobs waiting in each queue', async () => {
    await t.jobs!.boss.createQueue('metrics-test-queue');
    await t.jobs!.boss.send('metrics-test-queue', {}, { startAfter: 3600 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.body).toContain('plume_job_queue_depth{queue="metrics-test-queue"} 1');
  });

  it('refuses a missing or wrong token in French, as an unauthenticated call', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Vous devez être connecté', code: 'UNAUTHENTICATED' });
      expect(response.body).not.toContain('plume_');
    }
  });
});

describe('metrics by role', () => {
  const scrape = (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const typeLines = (body: string, name: string) =>
    body.split('\n').filter((line) => line.startsWith(`# TYPE ${name} `)).length;

  it('all: each family exactly once, the job ones included', async () => {
    // The engine creates its tables: the queue depths are read from them.
    const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, jobs: true });
    try {
      expect(t.container.config.role).toBe('all');
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const response = await scrape(t);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      for (const name of [
        'plume_http_request_duration_seconds',
        'plume_job_queue_depth',
        'plume_publish_outcomes_total',
        'plume_process_resident_memory_bytes',
      ]) {
        expect(typeLines(body, name), name).toBe(1);
      }
    } finally {
      await t.close();
    }
  });

  it('web: request durations, but no publication outcome nor queue it does not work', async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, JOBS_ENABLED: 'false' } });
    try {
      expect(t.container.config.role).toBe('web');
      await t.app.inject({ method: 'GET', url: '/api/health' });
      // Even a count reported in this process is not exposed: publishing is the workers' to count.
      t.container.publishing.outcomes.record('facebook', 'published');
      const response = await scrape(t);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      expect(body).toContain('plume_http_request_duration_seconds_count{method="GET",route="/api/health"');
      expect(body).not.toContain('plume_publish_outcomes_total');
      expect(body).not.toContain('plume_job_queue_depth');
    } finally {
      await t.close();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no metrics route at all', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer ' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
