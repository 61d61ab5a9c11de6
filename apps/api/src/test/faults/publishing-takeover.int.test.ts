import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { posts, publishAttempts } from '../../db/schema/index';
import { publicationText } from '../../modules/publishing/publish-media';
import { authUrlFor } from '../../modules/social/social-test-helpers';
import { createUser } from '../factories';
import { insertPost } from '../post-factory';
import { createTestDatabase } from '../test-database';
import { testTmpDir } from '../test-database-names';
import { startSlowGraph } from './slow-graph';
import { sharedProcessEnv, startServer, type ServerProcess } from './server-process';

// Worker processes of the real server on one PostgreSQL database, publishing to a slow network; the first is
// killed with SIGKILL while calls are in flight, a second one takes the posts over. PostgreSQL only: PGlite
// serves one process per data directory, so there is no second worker to take over.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const POSTS = 12;
const ANSWER_AFTER_MS = 4_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statuses = async (database: DatabaseHandle, ids: string[]) =>
  database.db
    .select({ id: posts.id, status: posts.status, externalId: posts.externalId })
    .from(posts)
    .where(inArray(posts.id, ids));

describe.skipIf(!onPostgres)('a worker killed mid-publish (PostgreSQL only: PGlite has one process)', () => {
  it('is taken over by another worker within a minute: every post published once, none à vérifier', async () => {
    const graph = await startSlowGraph(ANSWER_AFTER_MS);
    cleanups.push(() => graph.close());
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    if (database.kind !== 'postgres') throw new Error('PostgreSQL attendu');
    const dataDir = await mkdtemp(path.join(testTmpDir, 'takeover-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      ...sharedProcessEnv(database.url),
      META_APP_ID: 'app-1',
      META_APP_SECRET: 'app-secret',
      META_GRAPH_URL: graph.url,
      META_GRAPH_VIDEO_URL: graph.url,
      PUBLIC_URL: 'https://plume.example',
      PUBLISH_CONCURRENCY_FACEBOOK: '4',
      PUBLISH_NOW_WAIT_SECONDS: '0',
    };
    const start = async (name: string) => {
      const server = await startServer(path.join(dataDir, name), env);
      cleanups.push(() => server.kill());
      return server;
    };
    const first: ServerProcess = await start('premier');

    const user = await createUser(first.http);
    const { state } = await authUrlFor(first.http, user.headers, 'facebook');
    const connected = await first.http.inject({
      method: 'POST',
      url: '/api/social/facebook/callback',
      headers: user.headers,
      payload: { code: 'fb-code', state },
    });
    expect(connected.statusCode).toBe(200);
    const created = [];
    for (let n = 1; n <= POSTS; n += 1) {
      created.push(
        await insertPost(database, {
          userId: user.login.user_id,
          platform: 'facebook',
          status: 'draft',
          text: `Fournée n° ${n} : pains au levain et brioches, sortis du four ce matin.`,
        }),
      );
    }
    const ids = created.map((post) => post.id);
    for (const id of ids) {
      const published = await first.http.inject({
        method: 'POST',
        url: '/api/posts/publish',
        headers: user.headers,
        payload: { post_id: id },
      });
      expect(published.statusCode).toBe(200);
    }

    // Four calls in flight (accepted by the network, not answered yet), the others claimed or queued.
    await waitFor('premiers envois', 30_000, async () => (graph.received.length >= 4 ? true : undefined));
    await first.kill();
    const killedAt = Date.now();
    const receivedBeforeKill = graph.received.length;

    await start('second');
    const settled = await waitFor('toutes les publications', 75_000, async () => {
      const rows = await statuses(database, ids);
      return rows.every((row) => row.status === 'published' || row.status === 'failed') ? rows : undefined;
    });
    const takeoverSeconds = (Date.now() - killedAt) / 1000;

    expect(settled.filter((row) => row.status !== 'published')).toEqual([]);
    const texts = graph.received.map((post) => post.message);
    expect(new Set(texts).size).toBe(texts.length); // 0 duplicates on the network
    expect(texts).toHaveLength(POSTS);
    for (const post of created) {
      const onNetwork = graph.received.find((received) => received.message === publicationText(post));
      expect(settled.find((row) => row.id === post.id)?.externalId).toBe(onNetwork?.id);
    }
    const attempts = await database.db
      .select({ outcome: publishAttempts.outcome })
      .from(publishAttempts)
      .where(inArray(publishAttempts.postId, ids));
    const interrupted = attempts.filter((attempt) => attempt.outcome === 'interrupted').length;
    expect(interrupted).toBeGreaterThanOrEqual(receivedBeforeKill);
    expect(attempts.filter((attempt) => attempt.outcome === 'unconfirmed')).toEqual([]);
    expect(takeoverSeconds).toBeLessThan(60 + 15); // a minute after the kill, plus the second worker's start
    process.stdout.write(
      `reprise après SIGKILL : ${takeoverSeconds.toFixed(1)} s, ${receivedBeforeKill} reçus par le réseau avant ` +
        `l'arrêt, ${interrupted} tentatives interrompues, ${texts.length} publications pour ${POSTS} posts\n`,
    );
  }, 150_000);
});
