import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors/app-error';
import { createFixedClock } from '../../lib/clock';
import { createGenerationRunsRepository } from '../../modules/posts/generation-runs.repository';
import { RUN_HEARTBEAT_MS } from '../../modules/posts/generation.service';
import type { PostWriter } from '../../modules/posts/writer.port';
import { createUser } from '../factories';
import { generationServiceWith } from '../posts-test-helpers';
import { createTestApp, type TestApp } from '../test-app';

// The two halves of "a killed generation does not block the month": the run abandoned at start (embedded
// mode, proved end to end in process-kill.int.test.ts) and the heartbeat that keeps a live slow run from
// being taken for a dead one by the stale rule (PostgreSQL, where other processes may own running runs).
let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());
/** The repository on this file's database (a repository is only closures over it). */
const repository = () => createGenerationRunsRepository(t.database.db);
afterEach(() => vi.useRealTimers());

const now = new Date('2026-03-10T09:00:00Z');

describe('generation runs left by a stopped process', () => {
  it('are all abandoned at start, finished runs untouched, and the month can be claimed again', async () => {
    const runs = repository();
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const input = (userId: string) => ({ userId, monthKey: 'mars_2026', total: 9, lastDayMode: false, now });
    const earlier = new Date(now.getTime() - 3_600_000);
    const finished = await runs.start({ ...input(a.login.user_id), now: earlier });
    await runs.fail(a.login.user_id, finished!.id, 'WRITER_TIMEOUT', earlier);
    await runs.start(input(a.login.user_id));
    await runs.start(input(b.login.user_id));

    const later = new Date(now.getTime() + 1_000);
    expect(await runs.abandonAllRunning(later)).toBe(2);
    const untouched = await t.database.db.query.postGenerations.findFirst({
      where: (run, { eq }) => eq(run.id, finished!.id),
    });
    expect(untouched).toMatchObject({ errorCode: 'WRITER_TIMEOUT', finishedAt: earlier });
    for (const user of [a, b]) {
      expect(await runs.latest(user.login.user_id, 'mars_2026')).toMatchObject({
        status: 'failed',
        errorCode: 'ABANDONED',
        finishedAt: later,
      });
      expect(await runs.start({ ...input(user.login.user_id), now: later })).toBeDefined();
    }
  });

  it('a live run writing one slow post keeps its row fresh, so the stale rule does not abandon it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runs = repository();
    const { login } = await createUser(t.app);
    const clock = createFixedClock(now);
    let release: (error: Error) => void = () => undefined;
    let started = false;
    const slow: PostWriter = {
      writeMonth: (_input, onProgress) => {
        started = true;
        onProgress?.(1, 9);
        return new Promise((_resolve, reject) => (release = reject));
      },
      rewrite: async () => ({ title: '', text: '', hashtags: [] }),
    };
    const generation = generationServiceWith(t, { writer: slow, clock, runs });
    const running = generation
      .generate(login.user_id, { month_key: 'mars_2026' })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(started).toBe(true));

    clock.advance(50_000);
    vi.advanceTimersByTime(RUN_HEARTBEAT_MS);
    const heartbeatAt = new Date(now.getTime() + 50_000);
    await vi.waitFor(async () =>
      expect((await runs.latest(login.user_id, 'mars_2026'))?.updatedAt).toEqual(heartbeatAt),
    );
    // Seventy seconds after the run started, but twenty after its heartbeat: not stale.
    await runs.abandonStale(login.user_id, 'mars_2026', new Date(now.getTime() + 10_000), clock.now());
    expect(await runs.latest(login.user_id, 'mars_2026')).toMatchObject({ status: 'running', done: 1 });

    release(new AppError('WRITER_TIMEOUT'));
    expect(await running).toMatchObject({ code: 'WRITER_TIMEOUT' });
  });
});
