import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { startJobEngine } from '../../jobs/engine';
import { createUser } from '../../test/factories';
import { bakerySiteRoutes, serveFixtureSite, type FixtureSite } from '../../test/fixture-site';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { testTmpDir } from '../../test/test-database-names';
import { runWebsiteAnalysis } from './analysis.jobs';

const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
const privateSites = { ANALYSIS_ALLOW_PRIVATE_NETWORKS: 'true' };

/** A database that outlives the app using it, so a second app can open it again as a restarted process. */
async function durableDatabase() {
  if (usingPostgres) {
    const base = await createTestDatabase();
    return {
      open: () => (base.kind === 'postgres' ? openDatabase({ databaseUrl: base.url }) : Promise.reject()),
      drop: () => base.close(),
    };
  }
  const dataDir = await mkdtemp(path.join(testTmpDir, 'analysis-'));
  const first = await openDatabase({ dataDir });
  await runMigrations(first);
  await first.close();
  return { open: () => openDatabase({ dataDir }), drop: async () => undefined };
}

async function jobsOf(database: DatabaseHandle, userId: string) {
  // Both drivers answer { rows }; Drizzle's shared type does not say so.
  const result = (await database.db.execute(
    sql`select state from pgboss.job where name = ${runWebsiteAnalysis.name} and singleton_key = ${userId}
        order by created_on`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((row) => row.state);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let site: FixtureSite;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  site = await serveFixtureSite(bakerySiteRoutes(2));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await site.close();
});

describe(`website analysis as a durable job on ${usingPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps a request no process could work, answers 408, and runs it after a restart', async () => {
    const durable = await durableDatabase();
    cleanups.push(durable.drop);
    // First process: it can enqueue but works no jobs (JOBS_ENABLED=false, and no worker elsewhere).
    const before = await createTestApp({
      database: await durable.open(),
      env: { ...privateSites, ANALYSIS_TIMEOUT_SECONDS: '5' },
    });
    const idle = await startJobEngine({
      database: before.database,
      definitions: before.container.jobDefinitions,
      logger: before.container.logger,
      work: false,
    });
    before.container.jobs.bind(idle);
    const { headers, login } = await createUser(before.app);
    const url = `${site.url}/`;
    const waited = await before.app.inject({
      method: 'POST',
      url: '/api/website/analyze',
      headers,
      payload: { website_url: url },
    });
    expect(waited.statusCode).toBe(408);
    expect(waited.json().detail).toBe('Timeout - Site trop complexe à analyser (90 secondes)');
    expect(await jobsOf(before.database, login.user_id)).toEqual(['created']);
    expect(
      (await before.app.inject({ method: 'GET', url: '/api/website/analysis', headers })).json(),
    ).toBeNull();
    before.container.jobs.unbind();
    await idle.stop();
    await before.close();

    // The restarted process works jobs: the kept request is analysed without anyone asking again.
    const after = await createTestApp({ database: await durable.open(), env: privateSites, jobs: true });
    cleanups.push(() => after.close());
    const read = () => after.app.inject({ method: 'GET', url: '/api/website/analysis', headers });
    const kept = await eventually(read, (response) => response.json() !== null);
    expect(kept.json()).toMatchObject({ website_url: url, analysis_type: 'offline' });
    expect(kept.json().main_services).toContain('Pains au levain');
    const states = () => jobsOf(after.database, login.user_id);
    expect(await eventually(states, (found) => found[0] === 'completed')).toEqual(['completed']);
  }, 240_000);

  it('starts one job for a double click, and both requests get its result', async () => {
    const t: TestApp = await createTestApp({ env: privateSites, jobs: true });
    cleanups.push(() => t.close());
    const { headers, login } = await createUser(t.app);
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/website/analyze',
        headers,
        payload: { website_url: `${site.url}/` },
      });
    const [first, second] = await Promise.all([request(), request()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    // pg-boss marks the job completed just after the handler returned.
    const states = () => jobsOf(t.database, login.user_id);
    expect(await eventually(states, (found) => !found.includes('active'))).toEqual(['completed']);

    // Once finished, a new request is a new run.
    expect((await request()).statusCode).toBe(200);
    expect(await eventually(states, (found) => !found.includes('active'))).toEqual([
      'completed',
      'completed',
    ]);
  }, 180_000);
});
