import { sql } from 'drizzle-orm';
import type { Post } from '@plume/contracts/posts';
import { toLocalDateTime } from '@plume/contracts/zoned-time';
import type { DatabaseHandle } from '../../db/client';
import { startJobEngine } from '../../jobs/engine';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { insertPost } from '../../test/post-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { connectSandboxFacebook, connectSandboxInstagram } from '../social/social-test-helpers';
import { PUBLISH_POST } from './publish-post.job';

/**
 * A test app whose job engine either works (publish jobs run, polling every 0.5 s) or only enqueues (rule
 * tests move the clock freely without any job running). Retries wait 1 s instead of 30.
 */
export async function publishingApp(
  options: { work: boolean; env?: Record<string, string>; database?: DatabaseHandle } = { work: false },
): Promise<TestApp> {
  const t = await createTestApp({
    jobs: options.work,
    env: { PUBLISH_RETRY_DELAY_SECONDS: '1', ...options.env },
    ...(options.database ? { database: options.database } : {}),
  });
  if (options.work) return t;
  const engine = await startJobEngine({
    database: t.database,
    definitions: t.container.jobDefinitions,
    logger: t.container.logger,
    work: false,
  });
  t.container.jobs.bind(engine);
  const close = t.close;
  return { ...t, jobs: engine, close: async () => (await engine.stop(), close()) };
}

export interface OwnerOptions {
  platform?: 'facebook' | 'instagram' | 'linkedin';
  connect?: boolean;
  image?: boolean;
  monthKey?: string;
}

/** A registered user with a connected sandbox network and a draft post (with an image by default). */
export async function ownerWithPost(t: TestApp, options: OwnerOptions = {}) {
  const { platform = 'instagram', connect = true, image = true, monthKey = 'janvier_2030' } = options;
  const user = await createUser(t.app);
  if (connect && platform === 'facebook') await connectSandboxFacebook(t.app, user.headers);
  if (connect && platform !== 'facebook') await connectSandboxInstagram(t.app, user.headers);
  const media = image ? await uploadToMonth(t.app, user.headers, monthKey) : [];
  const post = await insertPost(t.database, {
    userId: user.login.user_id,
    platform,
    monthKey,
    mediaIds: media.map((medium) => medium.id),
  });
  return { ...user, userId: user.login.user_id, post, media };
}

export async function schedule(
  t: TestApp,
  headers: Record<string, string>,
  body: { post_id: string; scheduled_date: string; scheduled_time: string },
) {
  return t.app.inject({ method: 'POST', url: '/api/posts/schedule', headers, payload: body });
}

/** Time passes: the app clock moves to `to` and this post's waiting publish jobs become due for the engine. */
export async function fastForward(t: TestApp, postId: string, to: Date) {
  t.clock.set(to);
  await t.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${PUBLISH_POST}
      and data->>'postId' = ${postId} and state in ('created', 'retry')`,
  );
}

export async function postRow(t: TestApp, postId: string) {
  const row = await t.container.publishing.state.findPost(postId);
  if (!row) throw new Error('post introuvable');
  return row;
}

export async function waitForStatus(
  t: TestApp,
  postId: string,
  statuses: Post['status'][],
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await postRow(t, postId);
    if (statuses.includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`statut ${row.status}, attendu ${statuses.join('|')}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The same local date and time as `instant` in Paris, for request bodies. */
export function parisLocal(instant: Date) {
  const { date, time } = toLocalDateTime(instant, 'Europe/Paris');
  return { scheduled_date: date, scheduled_time: time };
}
