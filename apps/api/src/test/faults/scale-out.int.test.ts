import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@plume/contracts/auth';
import { createUser } from '../factories';
import { uploadToMonth } from '../library-helpers';
import { createTestDatabase } from '../test-database';
import { testTmpDir } from '../test-database-names';
import {
  connectSlowFacebook,
  draftPosts,
  expectPublishedOnce,
  publishAll,
  slowGraphEnv,
  waitFor,
  waitSettled,
} from './publishing-fleet';
import { startS3rver } from '../s3rver';
import { sharedProcessEnv, startServer, type ServerProcess } from './server-process';
import { startSlowGraph } from './slow-graph';

// A deployment in miniature: two API processes that only enqueue (JOBS_ENABLED=false) and one worker, on one
// PostgreSQL database and a local S3-compatible server, publishing to a slow network twin. Loopback only.
// PostgreSQL only: PGlite serves one process per data directory.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const POSTS = 100;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe.skipIf(!onPostgres)('scale-out (PostgreSQL only: PGlite has one process)', () => {
  it('two API processes and a worker killed and restarted: shared sign-in and media, 100 posts each sent once', async () => {
    const began = Date.now();
    const graph = await startSlowGraph(1_500);
    cleanups.push(() => graph.close());
    const s3 = await startS3rver('plume-media');
    cleanups.push(() => s3.stop());
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    if (database.kind !== 'postgres') throw new Error('PostgreSQL attendu');
    const dataDir = await mkdtemp(path.join(testTmpDir, 'scale-out-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      ...sharedProcessEnv(database.url),
      ...slowGraphEnv(graph.url),
      ...s3.env,
      PUBLISH_CONCURRENCY_FACEBOOK: '10',
    };
    const start = async (name: string, jobs: boolean) => {
      const server = await startServer(path.join(dataDir, name), {
        ...env,
        JOBS_ENABLED: String(jobs),
      });
      cleanups.push(() => server.kill());
      return server;
    };
    const [apiA, apiB] = await Promise.all([start('api-a', false), start('api-b', false)]);
    let worker: ServerProcess = await start('worker', true);

    // Registered on one process, signed in on the other; each one's session works on both.
    const user = await createUser(apiA.http);
    const signIn = await apiB.http.inject({
      method: 'POST',
      url: '/api/auth/login-robust',
      payload: { email: user.registration.email, password: user.registration.password },
    });
    expect(signIn.statusCode).toBe(200);
    const onB = { authorization: `Bearer ${signIn.json<LoginResponse>().access_token}` };
    for (const [http, headers] of [
      [apiA.http, onB],
      [apiB.http, user.headers],
    ] as const) {
      expect((await http.inject({ method: 'GET', url: '/api/social/connections', headers })).statusCode).toBe(
        200,
      );
    }

    // Uploaded through one process (to S3), listed and read through the other.
    const [uploaded] = await uploadToMonth(apiA.http, user.headers, 'janvier_2030');
    if (!uploaded) throw new Error('média non envoyé');
    const listed = await apiB.http.inject({
      method: 'GET',
      url: '/api/content/pending-temp?limit=100',
      headers: onB,
    });
    expect(listed.body).toContain(uploaded.id);
    for (const url of [uploaded.url, uploaded.thumb_url]) {
      const read = await apiB.http.inject({ method: 'GET', url, headers: onB });
      expect(read.statusCode).toBe(200);
    }

    // The OAuth state comes from one process, the callback lands on the other.
    await connectSlowFacebook(apiA.http, apiB.http, user.headers);
    const created = await draftPosts(database, user.login.user_id, POSTS);
    await publishAll([apiA.http, apiB.http], user.headers, created);

    await waitFor('un tiers des envois', 60_000, async () =>
      graph.received.length >= POSTS / 3 ? true : undefined,
    );
    await worker.kill();
    const killedAt = Date.now();
    const receivedBeforeKill = graph.received.length;
    worker = await start('worker', true);

    const settled = await waitSettled(database, created, 150_000);
    const interrupted = await expectPublishedOnce(database, graph, created, settled);
    process.stdout.write(
      `montée en charge : ${POSTS} posts publiés une fois chacun, ${receivedBeforeKill} reçus avant le SIGKILL du ` +
        `worker, ${interrupted} tentatives interrompues, toutes réglées ${((Date.now() - killedAt) / 1000).toFixed(1)} s ` +
        `après l'arrêt ; test complet ${((Date.now() - began) / 1000).toFixed(1)} s\n`,
    );
  }, 400_000);
});
