import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { insertPost } from '../../test/post-factory';
import type { TestApp } from '../../test/test-app';
import { publishingApp } from './publishing-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await publishingApp({ work: false });
});
afterAll(() => t.close());

const SECOND = 1_000;

describe('when the next scheduled post falls due (what wakes the publishing workers)', () => {
  it('answers the wait until the earliest post still to come, only a scheduled one, only within the horizon', async () => {
    const { state } = t.container.publishing;
    expect(await state.nextDueInMs(60 * SECOND)).toBeNull();

    const { login } = await createUser(t.app);
    const userId = login.user_id;
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
    // Already due (the due check and the sweep take it), a draft and a published post sooner than the next one.
    await insertPost(t.database, {
      userId,
      status: 'scheduled',
      scheduledAt: at(-5 * SECOND),
      scheduleVersion: 1,
    });
    await insertPost(t.database, { userId, status: 'draft', scheduledAt: at(10 * SECOND) });
    await insertPost(t.database, { userId, status: 'published', scheduledAt: at(12 * SECOND) });
    await insertPost(t.database, {
      userId,
      status: 'scheduled',
      scheduledAt: at(30 * SECOND),
      scheduleVersion: 1,
    });
    await insertPost(t.database, {
      userId,
      status: 'scheduled',
      scheduledAt: at(45 * SECOND),
      scheduleVersion: 1,
    });

    const inMs = await state.nextDueInMs(60 * SECOND);
    expect(inMs).not.toBeNull();
    expect(inMs).toBeGreaterThan(12 * SECOND);
    expect(inMs).toBeLessThanOrEqual(30 * SECOND);
    expect(await state.nextDueInMs(20 * SECOND)).toBeNull();
  });
});
