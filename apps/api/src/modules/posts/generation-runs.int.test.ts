import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFixedClock } from '../../lib/clock';
import { insertPost } from '../../test/post-factory';
import { generationServiceWith } from '../../test/posts-test-helpers';
import { AppError } from '../../errors/app-error';
import { createGenerationRunsRepository } from './generation-runs.repository';
import type { PostWriter } from './writer.port';

let t: TestApp;
let runs: ReturnType<typeof createGenerationRunsRepository>;
beforeAll(async () => {
  t = await createTestApp();
  runs = createGenerationRunsRepository(t.database.db);
});
afterAll(() => t.close());

const now = new Date('2026-03-10T09:00:00Z');

describe('generation runs', () => {
  it('lets only one run of a month be running per user (partial unique index)', async () => {
    const { login } = await createUser(t.app);
    const input = { userId: login.user_id, monthKey: 'mars_2026', total: 9, lastDayMode: false, now };
    const first = await runs.start(input);
    expect(first).toMatchObject({ status: 'running', total: 9, done: 0 });
    expect(await runs.start(input)).toBeUndefined();
    expect(await runs.start({ ...input, monthKey: 'avril_2026' })).toBeDefined();
    await runs.fail(login.user_id, first!.id, 'WRITER_TIMEOUT', now);
    expect(await runs.start(input)).toBeDefined();
  });

  it('abandons a running run whose progress stopped moving, so a crashed process does not block forever', async () => {
    const { login } = await createUser(t.app);
    const input = { userId: login.user_id, monthKey: 'mars_2026', total: 9, lastDayMode: false, now };
    const stuck = await runs.start(input);
    await runs.progress(login.user_id, stuck!.id, 4, new Date('2026-03-10T09:01:00Z'));
    await runs.abandonStale(login.user_id, 'mars_2026', new Date('2026-03-10T09:00:30Z'), now);
    expect(await runs.latest(login.user_id, 'mars_2026')).toMatchObject({ status: 'running', done: 4 });
    await runs.abandonStale(login.user_id, 'mars_2026', new Date('2026-03-10T09:06:00Z'), now);
    expect(await runs.latest(login.user_id, 'mars_2026')).toMatchObject({
      status: 'failed',
      errorCode: 'ABANDONED',
    });
    expect(await runs.start(input)).toBeDefined();
  });
});

describe('a failing writer', () => {
  it('marks the run failed, leaves the month as it was and lets the owner try again', async () => {
    const { login } = await createUser(t.app);
    const userId = login.user_id;
    const existing = await insertPost(t.database, {
      userId,
      monthKey: 'mars_2026',
      plannedDate: '2026-03-20',
    });
    const failing: PostWriter = {
      writeMonth: async (_input, onProgress) => {
        onProgress?.(1, 2);
        throw new AppError('SERVICE_UNAVAILABLE');
      },
      rewrite: async () => ({ title: '', text: '', hashtags: [] }),
    };
    const generation = generationServiceWith(t, { writer: failing, clock: createFixedClock(now), runs });
    await expect(generation.generate(userId, { month_key: 'mars_2026' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(await runs.latest(userId, 'mars_2026')).toMatchObject({
      status: 'failed',
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    expect(await t.container.posts.repository.findOwned(userId, existing.id)).toBeDefined();
    await expect(generation.generate(userId, { month_key: 'mars_2026' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
