import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '@plume/contracts/posts';
import { contentItems, publishAttempts } from '../../db/schema/index';
import { insertPost } from '../../test/post-factory';
import type { TestApp } from '../../test/test-app';
import { SocialNetworkError } from '../../networks/network.port';
import { PUBLISH_POST, publishPostPayload } from './publish-post.job';
import {
  fastForward,
  ownerWithPost,
  parisLocal,
  postRow,
  publishingApp,
  schedule,
  waitForStatus,
} from './publishing-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await publishingApp({ work: true, env: { INSTAGRAM_DAILY_QUOTA: '2' } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.set(new Date());
});

const inOneHour = () => new Date(t.clock.now().getTime() + 3_600_000);
const feedOf = (userId: string) => t.container.social.feed.listPosts(userId);
const attemptsOf = (postId: string) =>
  t.database.db.select().from(publishAttempts).where(eq(publishAttempts.postId, postId));

/** Schedules the post one hour ahead, then lets the hour pass. */
async function scheduleAndRun(owner: Awaited<ReturnType<typeof ownerWithPost>>) {
  const due = inOneHour();
  const response = await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(due) });
  expect(response.statusCode).toBe(200);
  await fastForward(t, owner.post.id, new Date(due.getTime() + 2_000));
}

describe('publish job', () => {
  it('publishes a scheduled post once, on time, and flags its medium as used on the network', async () => {
    const owner = await ownerWithPost(t);
    await scheduleAndRun(owner);
    const row = await waitForStatus(t, owner.post.id, ['published', 'failed']);
    expect(row).toMatchObject({ status: 'published', published: true, publicationMethod: 'scheduled' });
    expect(row.externalId).toBeTruthy();
    const feed = await feedOf(owner.userId);
    expect(feed).toHaveLength(1);
    expect(feed[0]?.text).toContain(owner.post.text);
    expect(feed[0]?.text).toContain('#boulangerie');
    const [medium] = await t.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, owner.media[0]?.id ?? ''));
    expect(medium).toMatchObject({ usedOn: ['instagram'] });
    expect(await attemptsOf(owner.post.id)).toHaveLength(1);

    t.clock.set(new Date()); // back to the present, where the access token is still valid
    const unschedule = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${owner.post.id}/unschedule`,
      headers: owner.headers,
    });
    expect(unschedule.statusCode).toBe(409);
    expect(unschedule.json()).toMatchObject({
      detail: 'Ce post est déjà publié : il ne peut plus être modifié.',
    });
  });

  it('retries a transient refusal with backoff, then publishes', async () => {
    const owner = await ownerWithPost(t, { platform: 'facebook' });
    const social = t.container.social.service;
    const real = social.publish.bind(social);
    const spy = vi
      .spyOn(social, 'publish')
      .mockRejectedValueOnce(new SocialNetworkError('transient', 'Réseau momentanément indisponible.'))
      .mockImplementation(real);
    await scheduleAndRun(owner);
    const row = await waitForStatus(t, owner.post.id, ['published', 'failed']);
    expect(row.status).toBe('published');
    expect(spy).toHaveBeenCalledTimes(2);
    const outcomes = (await attemptsOf(owner.post.id)).map((attempt) => attempt.outcome).sort();
    expect(outcomes).toEqual(['published', 'transient']);
    expect(await feedOf(owner.userId)).toHaveLength(1);
  });

  it('fails a permanent refusal with the network’s French reason, without retrying', async () => {
    const owner = await ownerWithPost(t, { platform: 'facebook' });
    const spy = vi
      .spyOn(t.container.social.service, 'publish')
      .mockRejectedValue(new SocialNetworkError('permanent', 'Contenu refusé par la politique du réseau.'));
    await scheduleAndRun(owner);
    const row = await waitForStatus(t, owner.post.id, ['failed', 'published']);
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'permanent',
      failureMessage: 'Contenu refusé par la politique du réseau.',
    });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('fails a post whose token the network rejects, and marks the connection à reconnecter', async () => {
    const owner = await ownerWithPost(t, { platform: 'facebook' });
    const { social } = t.container;
    await scheduleAndRun(owner);
    const connection = await social.repository.find(owner.userId, 'facebook');
    expect(connection).toBeTruthy();
    // The token is revoked at the network between scheduling and publication.
    await t.database.db.execute(
      `update social_connections set access_token_encrypted = '${social.cipher.encrypt('revoque')}' where id = '${connection?.id}'`,
    );
    const row = await waitForStatus(t, owner.post.id, ['failed', 'published']);
    expect(row).toMatchObject({ status: 'failed', failureReason: 'permanent' });
    expect(row.failureMessage).toBe("Jeton d'accès refusé par le réseau de démonstration.");
    expect((await social.repository.find(owner.userId, 'facebook'))?.status).toBe('needs_reconnect');
  });

  it('moves a post: the old job is cancelled, the new one publishes once at the new time', async () => {
    const owner = await ownerWithPost(t);
    const first = inOneHour();
    await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(first) });
    const later = new Date(first.getTime() + 3_600_000);
    const { scheduled_date, scheduled_time } = parisLocal(later);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${owner.post.id}/schedule`,
      headers: owner.headers,
      payload: { scheduled_date: `${scheduled_date}T${scheduled_time}` },
    });
    expect(moved.statusCode).toBe(200);
    const jobs = await t.jobs?.boss.findJobs('publishing.publish-post', { data: { postId: owner.post.id } });
    expect(jobs?.map((job) => job.state).sort()).toEqual(['cancelled', 'created']);
    await fastForward(t, owner.post.id, new Date(later.getTime() + 1_000));
    const row = await waitForStatus(t, owner.post.id, ['published', 'failed']);
    expect(row).toMatchObject({ status: 'published', scheduleVersion: 2 });
    expect(await feedOf(owner.userId)).toHaveLength(1);
  });

  it('never publishes an unscheduled post, even when a job of the old version still runs', async () => {
    const owner = await ownerWithPost(t);
    const due = inOneHour();
    await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(due) });
    const unscheduled = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${owner.post.id}/unschedule`,
      headers: owner.headers,
    });
    expect(unscheduled.json()).toEqual({
      success: true,
      message: "Post déprogrammé avec succès ! Vous pouvez maintenant le modifier dans l'onglet Posts.",
    });
    // The race: a job of version 1 that escaped the cancellation reaches the post after the unschedule.
    await t.jobs?.send(
      { name: PUBLISH_POST, payload: publishPostPayload },
      { postId: owner.post.id, version: 1 },
    );
    await fastForward(t, owner.post.id, new Date(due.getTime() + 1_000));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await postRow(t, owner.post.id)).toMatchObject({
      status: 'draft',
      validated: false,
      scheduledAt: null,
    });
    expect(await feedOf(owner.userId)).toHaveLength(0);
    expect(await attemptsOf(owner.post.id)).toHaveLength(0);
  });

  it('never publishes before the post’s time: a job started early is sent again for that time', async () => {
    const owner = await ownerWithPost(t);
    const due = inOneHour();
    await schedule(t, owner.headers, { post_id: owner.post.id, ...parisLocal(due) });
    const before = await postRow(t, owner.post.id);
    const publish = vi.spyOn(t.container.social.service, 'publish');
    // The job starts while the app's clock is still an hour before the post's time (clocks apart).
    await fastForward(t, owner.post.id, t.clock.now());
    const deadline = Date.now() + 10_000;
    let row = before;
    while (row.publishJobId === before.publishJobId && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      row = await postRow(t, owner.post.id);
    }
    expect(row).toMatchObject({ status: 'scheduled', scheduleVersion: before.scheduleVersion });
    const jobs = await t.jobs?.boss.findJobs(PUBLISH_POST, { id: row.publishJobId ?? '' });
    expect(jobs?.[0]?.startAfter.getTime()).toBe(due.getTime() - (due.getTime() % 60_000));
    expect(publish).not.toHaveBeenCalled();
    expect(await attemptsOf(owner.post.id)).toHaveLength(0);
  });

  it('keeps an Instagram post over the daily quota scheduled, with its job moved after the window', async () => {
    const owner = await ownerWithPost(t);
    const posts = [owner.post];
    for (let extra = 0; extra < 2; extra += 1) {
      posts.push(
        await insertPost(t.database, {
          userId: owner.userId,
          platform: 'instagram',
          mediaIds: [owner.media[0]?.id ?? ''],
        }),
      );
    }
    for (const post of posts.slice(0, 2)) {
      await scheduleAndRun({ ...owner, post });
      expect((await waitForStatus(t, post.id, ['published', 'failed'])).status).toBe('published');
      t.clock.set(new Date());
    }
    const third = posts[2];
    if (!third) throw new Error('post manquant');
    await scheduleAndRun({ ...owner, post: third });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const row = await postRow(t, third.id);
    expect(row.status).toBe('scheduled');
    const jobs = await t.jobs?.boss.findJobs('publishing.publish-post', { id: row.publishJobId ?? '' });
    const startAfter = jobs?.[0]?.startAfter.getTime() ?? 0;
    expect(startAfter).toBeGreaterThan(t.clock.now().getTime() + 23 * 3_600_000);
    expect(await feedOf(owner.userId)).toHaveLength(2);
  });
});

describe('POST /api/posts/publish and retry', () => {
  it('publishes now through the same path and answers with the publication time', async () => {
    const owner = await ownerWithPost(t, { platform: 'facebook' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts/publish',
      headers: owner.headers,
      payload: { post_id: owner.post.id },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; status: Post['status']; published_at: string | null }>();
    expect(body).toMatchObject({ success: true, status: 'published' });
    expect(body.published_at).toBeTruthy();
    expect(await postRow(t, owner.post.id)).toMatchObject({
      publicationMethod: 'immediate',
      published: true,
    });
    expect(await feedOf(owner.userId)).toHaveLength(1);
  });

  it('answers the network’s reason when publishing now fails, and publishes on retry', async () => {
    const owner = await ownerWithPost(t, { platform: 'facebook' });
    vi.spyOn(t.container.social.service, 'publish').mockRejectedValueOnce(
      new SocialNetworkError('permanent', 'Page introuvable sur le réseau.'),
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/posts/publish',
      headers: owner.headers,
      payload: { post_id: owner.post.id },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      detail: 'Page introuvable sur le réseau.',
      code: 'PUBLISH_FAILED',
    });
    vi.restoreAllMocks();
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${owner.post.id}/retry`,
      headers: owner.headers,
    });
    expect(retried.json()).toMatchObject({ success: true, status: 'published' });
    expect(await feedOf(owner.userId)).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${owner.post.id}/retry`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
  });
});
