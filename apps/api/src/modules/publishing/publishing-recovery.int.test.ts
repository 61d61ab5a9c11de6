import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { publishAttempts } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { testTmpDir } from '../../test/test-database-names';
import type { TestApp } from '../../test/test-app';
import { FAILURE_MESSAGES, PUBLISH_POST } from './publish-post.job';
import {
  fastForward,
  ownerWithPost,
  parisLocal,
  postRow,
  publishingApp,
  schedule,
  waitForStatus,
} from './publishing-test-helpers';
import { sweepDuePosts } from './sweep-due.job';

const HOUR = 3_600_000;
const sweep = (t: TestApp) =>
  sweepDuePosts({
    state: t.container.publishing.state,
    queue: t.container.jobs.queue,
    clock: t.clock,
    recoverLeases: async () => {
      const result = await t.container.publishing.recover();
      return result.confirmed + result.resent + result.deferred + result.unconfirmed;
    },
  });
const attemptsOf = (t: TestApp, postId: string) =>
  t.database.db.select().from(publishAttempts).where(eq(publishAttempts.postId, postId));

/** A scheduled post whose publish job is lost (cancelled behind the post's back), due `lateBy` ago. */
async function scheduledWithLostJob(t: TestApp, lateBy: number) {
  const owner = await ownerWithPost(t);
  const due = new Date(t.clock.now().getTime() + HOUR);
  await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(due) });
  const row = await postRow(t, owner.post.id);
  await t.jobs?.cancel({ name: PUBLISH_POST }, row.publishJobId ?? '');
  t.clock.set(new Date(due.getTime() + lateBy));
  return owner;
}

describe('after downtime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await publishingApp({ work: true });
  });
  afterAll(() => t.close());

  it('the sweep re-queues a due post without a live job when less than 6 h late, and it publishes', async () => {
    t.clock.set(new Date());
    const owner = await scheduledWithLostJob(t, 2 * HOUR);
    const result = await sweep(t);
    expect(result.requeued).toBeGreaterThanOrEqual(1);
    expect((await waitForStatus(t, owner.post.id, ['published', 'failed'])).status).toBe('published');
    expect(await t.container.social.feed.listPosts(owner.userId)).toHaveLength(1);
  });

  it('the sweep fails a post more than 6 h late as missed, with a French reason', async () => {
    t.clock.set(new Date());
    const owner = await scheduledWithLostJob(t, 7 * HOUR);
    const result = await sweep(t);
    expect(result.missed).toBeGreaterThanOrEqual(1);
    expect(await postRow(t, owner.post.id)).toMatchObject({
      status: 'failed',
      failureReason: 'missed',
      failureMessage: FAILURE_MESSAGES.missed,
    });
  });

  it('a job that runs more than 6 h late marks its post missed instead of publishing it', async () => {
    t.clock.set(new Date());
    const owner = await ownerWithPost(t);
    const due = new Date(t.clock.now().getTime() + HOUR);
    await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(due) });
    await fastForward(t, owner.post.id, new Date(due.getTime() + 6 * HOUR + 60_000));
    expect(await waitForStatus(t, owner.post.id, ['failed', 'published'])).toMatchObject({
      failureReason: 'missed',
    });
    expect(await t.container.social.feed.listPosts(owner.userId)).toHaveLength(0);
  });

  it('registers the sweep to run every minute', () => {
    expect(t.container.jobDefinitions.find((job) => job.name === 'publishing.sweep-due')?.cron).toBe(
      '* * * * *',
    );
  });
});

describe('restart', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A database a second process can open again: a PGlite data directory, or the same PostgreSQL database. */
  async function durableDatabase(
    dataDir: string,
  ): Promise<{ first: DatabaseHandle; reopen(): Promise<DatabaseHandle> }> {
    if (process.env.TEST_DATABASE_URL) {
      const first = await createTestDatabase();
      if (first.kind !== 'postgres') throw new Error('PostgreSQL attendu');
      cleanups.push(() => first.close());
      return {
        first: { ...first, close: async () => undefined },
        reopen: () => openDatabase({ databaseUrl: first.url }),
      };
    }
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const pglite = await PGlite.create(path.join(dataDir, 'db'), {
      loadDataDir: new Blob([snapshot]),
      extensions: pgliteExtensions,
    });
    const first = await openDatabase({ pglite });
    return { first, reopen: () => openDatabase({ dataDir }) };
  }

  it('a post scheduled before the process is killed is published exactly once after the restart', async () => {
    const dataDir = await mkdtemp(path.join(testTmpDir, 'publishing-restart-'));
    const env = { DATA_DIR: dataDir };
    const { first, reopen } = await durableDatabase(dataDir);
    const before = await publishingApp({ work: true, database: first, env });
    const owner = await ownerWithPost(before);
    const due = new Date(before.clock.now().getTime() + HOUR);
    expect(
      (await schedule(before, owner.headers, { post_id: owner.post.id, ...parisLocal(due) })).statusCode,
    ).toBe(200);
    await before.close(); // the process goes away with its connection

    const after = await publishingApp({ work: true, database: await reopen(), env });
    cleanups.push(() => after.close());
    await fastForward(after, owner.post.id, new Date(due.getTime() + 1_000));
    expect((await waitForStatus(after, owner.post.id, ['published', 'failed'])).status).toBe('published');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await after.container.social.feed.listPosts(owner.userId)).toHaveLength(1);
    expect(await attemptsOf(after, owner.post.id)).toHaveLength(1);
  }, 180_000);
});
