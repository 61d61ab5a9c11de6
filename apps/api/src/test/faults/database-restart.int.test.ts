import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNote } from '@plume/contracts/testing/builders';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { errorCatalogue } from '@plume/contracts/error-catalogue';
import { createUser } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { createTestDatabase } from '../test-database';
import { startTcpProxy } from './tcp-proxy';

// PostgreSQL only: on PGlite the database lives inside the process, so it cannot restart while the process
// keeps running (its loss is covered by plugins/http-edges.int.test.ts). The application reaches its own clone
// of the test database through a TCP proxy that the test cuts and restores.
const serverUrl = process.env.TEST_DATABASE_URL;
const unavailable = { code: 'SERVICE_UNAVAILABLE', detail: errorCatalogue.SERVICE_UNAVAILABLE.detail };
const CONNECT_TIMEOUT_MS = 1_500;

let direct: DatabaseHandle;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;
let idleClientErrors = 0;
beforeAll(async () => {
  if (!serverUrl) return;
  direct = await createTestDatabase();
  if (direct.kind !== 'postgres') throw new Error('base PostgreSQL attendue');
  const url = new URL(direct.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const proxied = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 4,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
  });
  if (proxied.kind === 'postgres') proxied.pool.on('error', () => (idleClientErrors += 1));
  t = await createTestApp({ database: proxied, jobs: true });
  user = await createUser(t.app);
});
afterAll(async () => {
  await proxy?.set('forward');
  await t?.close();
  await proxy?.close();
  await direct?.close();
});

const answer = async (request: () => Promise<{ statusCode: number; json(): unknown }>) => {
  const response = await request();
  return { status: response.statusCode, body: response.json() };
};
const listNotes = () =>
  answer(() => t.app.inject({ method: 'GET', url: '/api/notes', headers: user.headers }));
const health = () => answer(() => t.app.inject({ method: 'GET', url: '/api/health' }));

/** Two note lists and a health check every 100 ms for `forMs`, like users who keep clicking. */
async function traffic(forMs: number) {
  const notes: Awaited<ReturnType<typeof listNotes>>[] = [];
  const checks: Awaited<ReturnType<typeof health>>[] = [];
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    const [first, second, check] = await Promise.all([listNotes(), listNotes(), health()]);
    notes.push(first, second);
    checks.push(check);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { notes, checks };
}

async function recovered(timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await health()).status === 200 && (await listNotes()).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.skipIf(!serverUrl)('database restarting during traffic (PostgreSQL through a TCP proxy)', () => {
  it('refused connections: clean 503s, health degraded, then the same process serves and runs jobs again', async () => {
    // A pg-boss worker registered before the outage: its polling must survive the cut.
    const ran: unknown[] = [];
    const boss = t.jobs!.boss;
    await boss.createQueue('fault-probe');
    await boss.work(
      'fault-probe',
      { pollingIntervalSeconds: 0.5 },
      async ([job]) => void ran.push(job?.data),
    );
    expect((await listNotes()).status).toBe(200);

    const pool = (t.database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool;
    // An idle client will lose its server: the pool reports it through its 'error' event, which must not crash
    // the process (db/client.ts listens to it).
    expect(pool.idleCount).toBeGreaterThan(0);
    await proxy.set('refuse');
    // A quiet moment first, so the idle clients notice on their own rather than under the next request.
    await expect.poll(() => idleClientErrors, { timeout: 2_000, interval: 20 }).toBeGreaterThan(0);
    const during = await traffic(3_000);
    expect(during.notes.length).toBeGreaterThan(10);
    expect(during.notes.filter((r) => r.status !== 503)).toEqual([]);
    expect(during.notes.filter((r) => !isDeepStrictEqual(r.body, unavailable))).toEqual([]);
    expect(new Set(during.checks.map((r) => `${r.status} ${(r.body as { status: string }).status}`))).toEqual(
      new Set(['503 degraded']),
    );

    await proxy.set('forward');
    expect(await recovered()).toBe(true);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: user.headers,
      payload: buildNote({ description: 'Après la coupure', content: 'La base est revenue' }),
    });
    expect(created.statusCode).toBe(201);
    await boss.send('fault-probe', { after: 'recovery' });
    await expect.poll(() => ran, { timeout: 10_000, interval: 200 }).toContainEqual({ after: 'recovery' });
    await boss.offWork('fault-probe');
  });

  it('a database that accepts but never answers: requests end in 503 within the connect bound, then recover', async () => {
    await proxy.set('silent');
    const during = await Promise.all([listNotes(), listNotes(), health()]);
    expect(during.map((r) => r.status)).toEqual([503, 503, 503]);
    expect(during[0]!.body).toEqual(unavailable);
    // Ended by the pool's connection timeout: TCP's own (minutes) would outlast the test's time limit.

    await proxy.set('forward');
    expect(await recovered()).toBe(true);
  });
});
