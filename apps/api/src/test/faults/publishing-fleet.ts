import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { posts, publishAttempts, type PostRow } from '../../db/schema/index';
import { publicationText } from '../../modules/publishing/publish-media';
import { authUrlFor } from '../../modules/social/social-test-helpers';
import { insertPost } from '../post-factory';
import type { startSlowGraph } from './slow-graph';

type SlowGraph = Awaited<ReturnType<typeof startSlowGraph>>;

/** Settings of processes publishing to the slow Graph twin (Facebook through the real Meta adapters). */
export function slowGraphEnv(graphUrl: string): Record<string, string> {
  return {
    META_APP_ID: 'app-1',
    META_APP_SECRET: 'app-secret',
    META_GRAPH_URL: graphUrl,
    META_GRAPH_VIDEO_URL: graphUrl,
    PUBLIC_URL: 'https://plume.example',
    PUBLISH_NOW_WAIT_SECONDS: '0',
  };
}

/** Connects the twin's Page: the state is asked of one process, the callback may land on another. */
export async function connectSlowFacebook(
  ask: FastifyInstance,
  callback: FastifyInstance,
  headers: Record<string, string>,
) {
  const { state } = await authUrlFor(ask, headers, 'facebook');
  const connected = await callback.inject({
    method: 'POST',
    url: '/api/social/facebook/callback',
    headers,
    payload: { code: 'fb-code', state },
  });
  expect(connected.statusCode).toBe(200);
}

/** Draft text posts, each text different: the existence check tells them apart by content. */
export async function draftPosts(database: DatabaseHandle, userId: string, count: number) {
  const created: PostRow[] = [];
  for (let n = 1; n <= count; n += 1) {
    created.push(
      await insertPost(database, {
        userId,
        platform: 'facebook',
        status: 'draft',
        text: `Fournée n° ${n} : pains au levain et brioches, sortis du four ce matin.`,
      }),
    );
  }
  return created;
}

/** 'Publier de suite' for each post, spread over the given processes in turn. */
export async function publishAll(
  processes: FastifyInstance[],
  headers: Record<string, string>,
  created: PostRow[],
) {
  for (const [index, post] of created.entries()) {
    const through = processes[index % processes.length] as FastifyInstance;
    const published = await through.inject({
      method: 'POST',
      url: '/api/posts/publish',
      headers,
      payload: { post_id: post.id },
    });
    expect(published.statusCode).toBe(200);
  }
}

export async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until every post is published or failed, and answers their rows. */
export async function waitSettled(database: DatabaseHandle, created: PostRow[], timeoutMs: number) {
  const ids = created.map((post) => post.id);
  return waitFor('toutes les publications', timeoutMs, async () => {
    const rows = await database.db
      .select({ id: posts.id, status: posts.status, externalId: posts.externalId })
      .from(posts)
      .where(inArray(posts.id, ids));
    return rows.every((row) => row.status === 'published' || row.status === 'failed') ? rows : undefined;
  });
}

/** Every post published, each on the network exactly once and recorded with the network's id; no attempt
 * ended 'à vérifier'. Answers how many attempts were interrupted. */
export async function expectPublishedOnce(
  database: DatabaseHandle,
  graph: SlowGraph,
  created: PostRow[],
  settled: { id: string; status: string; externalId: string | null }[],
) {
  expect(settled.filter((row) => row.status !== 'published')).toEqual([]);
  const texts = graph.received.map((post) => post.message);
  expect(texts.length - new Set(texts).size).toBe(0); // duplicates on the network
  expect(texts).toHaveLength(created.length);
  for (const post of created) {
    const onNetwork = graph.received.find((received) => received.message === publicationText(post));
    expect(settled.find((row) => row.id === post.id)?.externalId).toBe(onNetwork?.id);
  }
  const attempts = await database.db
    .select({ outcome: publishAttempts.outcome })
    .from(publishAttempts)
    .where(
      inArray(
        publishAttempts.postId,
        created.map((post) => post.id),
      ),
    );
  expect(attempts.filter((attempt) => attempt.outcome === 'unconfirmed')).toEqual([]);
  return attempts.filter((attempt) => attempt.outcome === 'interrupted').length;
}
