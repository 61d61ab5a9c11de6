import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories';
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
import { sharedProcessEnv, startServer } from './server-process';
import { startSlowGraph } from './slow-graph';

// Worker processes of the real server on one PostgreSQL database, publishing to a slow network; the first is
// killed with SIGKILL while calls are in flight, a second one takes the posts over. PostgreSQL only: PGlite
// serves one process per data directory, so there is no second worker to take over.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const POSTS = 12;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe.skipIf(!onPostgres)('a worker killed mid-publish (PostgreSQL only: PGlite has one process)', () => {
  it('is taken over by another worker within a minute: every post published once, none à vérifier', async () => {
    // The network records a post when it arrives and answers 4 s later.
    const graph = await startSlowGraph(4_000);
    cleanups.push(() => graph.close());
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    if (database.kind !== 'postgres') throw new Error('PostgreSQL attendu');
    const dataDir = await mkdtemp(path.join(testTmpDir, 'takeover-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      ...sharedProcessEnv(database.url),
      ...slowGraphEnv(graph.url),
      PUBLISH_CONCURRENCY_FACEBOOK: '4',
    };
    const start = async (name: string) => {
      const server = await startServer(path.join(dataDir, name), env);
      cleanups.push(() => server.kill());
      return server;
    };
    const first = await start('premier');
    const user = await createUser(first.http);
    await connectSlowFacebook(first.http, first.http, user.headers);
    const created = await draftPosts(database, user.login.user_id, POSTS);
    await publishAll([first.http], user.headers, created);

    // Four calls in flight (accepted by the network, not answered yet), the others claimed or queued.
    await waitFor('premiers envois', 30_000, async () => (graph.received.length >= 4 ? true : undefined));
    await first.kill();
    const killedAt = Date.now();
    const receivedBeforeKill = graph.received.length;

    await start('second');
    const startSeconds = (Date.now() - killedAt) / 1000;
    const settled = await waitSettled(database, created, 120_000);
    const takeoverSeconds = (Date.now() - killedAt) / 1000;
    const interrupted = await expectPublishedOnce(database, graph, created, settled);
    expect(interrupted).toBeGreaterThanOrEqual(receivedBeforeKill);
    // The lease lapses a minute after the kill at most; a second worker that took longer to start takes the
    // posts over as soon as it runs. The margin covers sending the remaining posts.
    expect(takeoverSeconds).toBeLessThan(Math.max(60, startSeconds) + 30);
    process.stdout.write(
      `reprise après SIGKILL : ${takeoverSeconds.toFixed(1)} s, ${receivedBeforeKill} reçus par le réseau avant ` +
        `l'arrêt, ${interrupted} tentatives interrompues, ${graph.received.length} publications pour ${POSTS} posts\n`,
    );
  }, 300_000);
});
