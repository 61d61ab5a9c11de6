import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishAttempts } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';
import { SocialNetworkError } from '../../networks/network.port';
import { publicationText } from './publish-media';
import { FAILURE_MESSAGES, PUBLISH_POST, publishPostPayload } from './publish-post.job';
import {
  ownerWithPost,
  parisLocal,
  postRow,
  publishingApp,
  schedule,
  waitForStatus,
} from './publishing-test-helpers';

const HOUR = 3_600_000;
/** A long lease keeps the working processes' own 45 s check out of these tests' way: they drive it. */
const LEASE_MS = 90_000;
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

const attemptsOf = (t: TestApp, postId: string) =>
  t.database.db
    .select()
    .from(publishAttempts)
    .where(eq(publishAttempts.postId, postId))
    .orderBy(asc(publishAttempts.startedAt));

describe('publishing leases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await publishingApp({ work: true, env: { PUBLISH_LEASE_SECONDS: String(LEASE_MS / 1000) } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  /** A post claimed by a process that then stops (its job gone): the attempt is open, its lease set. */
  async function claimedByAProcessThatStops() {
    t.clock.set(new Date());
    const owner = await ownerWithPost(t, { platform: 'facebook' });
    const due = at(t.clock.now(), HOUR);
    await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(due) });
    const row = await postRow(t, owner.post.id);
    await t.jobs?.cancel({ name: PUBLISH_POST }, row.publishJobId ?? '');
    t.clock.set(due);
    const [claimed] = await t.container.publishing.state.claimMany(
      [{ postId: row.id, version: row.scheduleVersion, attemptKey: `${row.id}:${row.scheduleVersion}:1` }],
      { now: due, instagramDailyQuota: 50, leaseUntil: at(due, LEASE_MS) },
    );
    if (!claimed) throw new Error('post non réservé');
    return { owner, row, claimed, due };
  }

  const feedOf = (userId: string) => t.container.social.feed.listPosts(userId);

  it('a lease renewed by its heartbeat is never taken over; once the beats stop, the post is taken over and sent once', async () => {
    const { owner, claimed, due } = await claimedByAProcessThatStops();
    const { lease, recover } = t.container.publishing;
    await lease.hold(claimed.attemptId, async () => {
      t.clock.set(at(due, 60_000));
      await lease.beat();
      t.clock.set(at(due, 120_000)); // past the claim's lease, within the renewed one
      expect(await recover()).toEqual({ confirmed: 0, resent: 0, deferred: 0, unconfirmed: 0 });
      expect((await postRow(t, owner.post.id)).status).toBe('publishing');
    });
    t.clock.set(at(due, 60_000 + LEASE_MS + 1_000));
    expect(await recover()).toMatchObject({ resent: 1 });
    expect((await waitForStatus(t, owner.post.id, ['published', 'failed'])).status).toBe('published');
    expect(await feedOf(owner.userId)).toHaveLength(1);
    // The dead process's attempt, the takeover that found nothing, the new claim that sent it.
    const outcomes = (await attemptsOf(t, owner.post.id)).map((attempt) => attempt.outcome);
    expect(outcomes.sort()).toEqual(['interrupted', 'published', 'transient']);
  });

  it('a post the network received before the crash is confirmed with the network id, never sent again', async () => {
    const { owner, row, due } = await claimedByAProcessThatStops();
    // The network accepted the post; the process died before writing the outcome.
    const externalId = await t.container.social.feed.insertPost({
      userId: owner.userId,
      platform: 'facebook',
      accountId: 'sandbox-page-1',
      accountName: 'Ma Page (démo)',
      text: publicationText(row),
      media: [],
      publishedAt: at(due, 2_000),
    });
    const publish = vi.spyOn(t.container.social.service, 'publish');
    t.clock.set(at(due, LEASE_MS + 1_000));
    expect(await t.container.publishing.recover()).toMatchObject({ confirmed: 1, resent: 0 });
    expect(await postRow(t, owner.post.id)).toMatchObject({ status: 'published', externalId });
    expect(publish).not.toHaveBeenCalled();
    expect(await feedOf(owner.userId)).toHaveLength(1);
  });

  it('the same text published before the interrupted attempt is not taken for it', async () => {
    const { owner, row, due } = await claimedByAProcessThatStops();
    await t.container.social.feed.insertPost({
      userId: owner.userId,
      platform: 'facebook',
      accountId: 'sandbox-page-1',
      accountName: 'Ma Page (démo)',
      text: publicationText(row),
      media: [],
      publishedAt: at(due, -HOUR),
    });
    t.clock.set(at(due, LEASE_MS + 1_000));
    expect(await t.container.publishing.recover()).toMatchObject({ confirmed: 0, resent: 1 });
    expect((await waitForStatus(t, owner.post.id, ['published', 'failed'])).status).toBe('published');
    expect(await feedOf(owner.userId)).toHaveLength(2);
  });

  it('a retried job finding its post publishing leaves a live lease alone and takes an expired one over', async () => {
    const { owner, row, due } = await claimedByAProcessThatStops();
    const job = { postId: row.id, version: row.scheduleVersion };
    const findPublished = vi.spyOn(t.container.social.service, 'findPublished');
    t.clock.set(at(due, 10_000));
    await t.jobs?.send({ name: PUBLISH_POST, payload: publishPostPayload }, job);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await postRow(t, owner.post.id)).status).toBe('publishing');
    expect(findPublished).not.toHaveBeenCalled();
    t.clock.set(at(due, LEASE_MS + 1_000));
    await t.jobs?.send({ name: PUBLISH_POST, payload: publishPostPayload }, job);
    expect((await waitForStatus(t, owner.post.id, ['published', 'failed'])).status).toBe('published');
    expect(findPublished).toHaveBeenCalledTimes(1);
    expect(await feedOf(owner.userId)).toHaveLength(1);
  });

  it('a network that cannot be asked for now is asked again after another lease; a refused account ends à vérifier', async () => {
    const { owner, due } = await claimedByAProcessThatStops();
    const { recover } = t.container.publishing;
    const findPublished = vi
      .spyOn(t.container.social.service, 'findPublished')
      .mockRejectedValueOnce(new SocialNetworkError('transient', 'réseau indisponible'));
    t.clock.set(at(due, LEASE_MS + 1_000));
    expect(await recover()).toMatchObject({ deferred: 1 });
    expect((await postRow(t, owner.post.id)).status).toBe('publishing');
    t.clock.set(at(due, 2 * LEASE_MS + 2_000)); // the deferral lasts two leases
    expect(await recover()).toMatchObject({ deferred: 0, resent: 0 });
    findPublished.mockRejectedValueOnce(
      new SocialNetworkError('permanent', 'jeton refusé', { tokenInvalid: true }),
    );
    t.clock.set(at(due, 3 * LEASE_MS + 3_000));
    expect(await recover()).toMatchObject({ unconfirmed: 1 });
    expect(await postRow(t, owner.post.id)).toMatchObject({
      status: 'failed',
      failureReason: 'unconfirmed',
      failureMessage: FAILURE_MESSAGES.unconfirmed,
    });
    expect(await feedOf(owner.userId)).toHaveLength(0);
  });

  it('two processes checking at once take the post over once', async () => {
    const { owner, due } = await claimedByAProcessThatStops();
    t.clock.set(at(due, LEASE_MS + 1_000));
    const { recover } = t.container.publishing;
    const results = await Promise.all([recover(), recover()]);
    expect(results.reduce((sum, result) => sum + result.resent + result.confirmed, 0)).toBe(1);
    expect((await waitForStatus(t, owner.post.id, ['published', 'failed'])).status).toBe('published');
    expect(await feedOf(owner.userId)).toHaveLength(1);
    const keys = (await attemptsOf(t, owner.post.id)).map((attempt) => attempt.idempotencyKey);
    expect(keys.filter((key) => key.endsWith(':reprise'))).toHaveLength(1);
  });
});
