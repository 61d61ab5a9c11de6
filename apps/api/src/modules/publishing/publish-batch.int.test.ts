import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentItems,
  ownerReadVersions,
  postListVersions,
  posts,
  publishAttempts,
  users,
} from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { insertMedium, insertPost } from '../../test/post-factory';
import type { TestApp } from '../../test/test-app';
import { publishingApp } from './publishing-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await publishingApp({ work: false });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const statusOf = async (ids: string[]) => {
  const rows = await t.database.db
    .select({ id: posts.id, status: posts.status })
    .from(posts)
    .where(inArray(posts.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
};

/** A user's post, scheduled (version 1) at `scheduledAt`, with these library media attached. */
async function scheduledPost(
  userId: string,
  scheduledAt: Date,
  platform: 'facebook' | 'instagram' = 'facebook',
  mediaIds: string[] = [],
) {
  return insertPost(t.database, {
    userId,
    platform,
    status: 'scheduled',
    scheduledAt,
    scheduleVersion: 1,
    mediaIds,
  });
}

describe('claims of a batch of publish jobs (one statement)', () => {
  it('claims each due post of the requested version, never one before its time or of another version', async () => {
    const { login } = await createUser(t.app);
    const now = t.clock.now();
    const due = await scheduledPost(login.user_id, new Date(now.getTime() - MINUTE));
    const early = await scheduledPost(login.user_id, new Date(now.getTime() + MINUTE));
    const moved = await scheduledPost(login.user_id, new Date(now.getTime() - MINUTE));
    const claims = await t.container.publishing.state.claimMany(
      [
        { postId: due.id, version: 1, attemptKey: `${due.id}:1:a` },
        { postId: early.id, version: 1, attemptKey: `${early.id}:1:a` },
        { postId: moved.id, version: 2, attemptKey: `${moved.id}:2:a` },
      ],
      { now, instagramDailyQuota: 50 },
    );
    expect(claims.map((claim) => claim?.id)).toEqual([due.id, undefined, undefined]);
    expect(claims[0]).toMatchObject({ userId: login.user_id, platform: 'facebook', hasMedia: false });
    expect(await statusOf([due.id, early.id, moved.id])).toEqual(['publishing', 'scheduled', 'scheduled']);
    const attempts = await t.database.db
      .select()
      .from(publishAttempts)
      .where(inArray(publishAttempts.postId, [due.id, early.id, moved.id]));
    expect(attempts).toEqual([
      expect.objectContaining({ id: claims[0]?.attemptId, postId: due.id, idempotencyKey: `${due.id}:1:a` }),
    ]);
  });

  it('counts the Instagram posts of one account claimed in the same batch against its 24 h quota', async () => {
    const { login } = await createUser(t.app);
    const past = new Date(t.clock.now().getTime() - MINUTE);
    const instagram = [
      await scheduledPost(login.user_id, past, 'instagram'),
      await scheduledPost(login.user_id, past, 'instagram'),
      await scheduledPost(login.user_id, past, 'instagram'),
    ];
    const facebook = await scheduledPost(login.user_id, past);
    const requests = [...instagram, facebook].map((post) => ({
      postId: post.id,
      version: 1,
      attemptKey: `${post.id}:1:a`,
    }));
    const options = { now: t.clock.now(), instagramDailyQuota: 2 };
    const claims = await t.container.publishing.state.claimMany(requests, options);
    expect(claims.filter((claim) => claim?.platform === 'instagram')).toHaveLength(2);
    expect(claims[3]?.id).toBe(facebook.id);
    // The one left waits for the window: a later batch does not claim it either.
    const left = requests.find((_, index) => claims[index] === undefined);
    expect(left).toBeDefined();
    const again = await t.container.publishing.state.claimMany(
      [{ ...(left as (typeof requests)[number]), attemptKey: 'again' }],
      options,
    );
    expect(again).toEqual([undefined]);
  });

  it('records a batch of publications with their network ids, and each attempt as published', async () => {
    const { login } = await createUser(t.app);
    const past = new Date(t.clock.now().getTime() - MINUTE);
    const batch = [await scheduledPost(login.user_id, past), await scheduledPost(login.user_id, past)];
    const claims = await t.container.publishing.state.claimMany(
      batch.map((post) => ({ postId: post.id, version: 1, attemptKey: `${post.id}:1:b` })),
      { now: t.clock.now(), instagramDailyQuota: 50 },
    );
    const at = t.clock.now();
    await t.container.publishing.state.markPublishedMany(
      claims.map((post, index) => ({ post: post!, externalId: `page_${index}`, at })),
    );
    const rows = await t.database.db
      .select()
      .from(posts)
      .where(inArray(posts.id, [batch[0]!.id, batch[1]!.id]));
    expect(rows.map((row) => [row.status, row.externalId]).sort()).toEqual([
      ['published', 'page_0'],
      ['published', 'page_1'],
    ]);
    const [attempt] = await t.database.db
      .select()
      .from(publishAttempts)
      .where(eq(publishAttempts.id, claims[0]!.attemptId));
    expect(attempt).toMatchObject({ outcome: 'published', externalId: 'page_0' });
    expect(attempt?.finishedAt?.toISOString()).toBe(at.toISOString());
  });

  it('records nothing on a post settled meanwhile, and raises each owner’s list counter once per statement', async () => {
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    const past = new Date(t.clock.now().getTime() - MINUTE);
    const batch = [
      await scheduledPost(first.login.user_id, past),
      await scheduledPost(first.login.user_id, past),
      await scheduledPost(second.login.user_id, past),
    ];
    const claims = await t.container.publishing.state.claimMany(
      batch.map((post) => ({ postId: post.id, version: 1, attemptKey: `${post.id}:1:c` })),
      { now: t.clock.now(), instagramDailyQuota: 50 },
    );
    // Another process took the last one over and settled it before this batch's answers were recorded.
    await t.database.db.update(posts).set({ status: 'failed' }).where(eq(posts.id, batch[2]!.id));
    const owners = [first.login.user_id, second.login.user_id];
    const versions = async () => {
      const rows = await t.database.db
        .select()
        .from(postListVersions)
        .where(inArray(postListVersions.userId, owners));
      return owners.map((owner) => Number(rows.find((row) => row.userId === owner)?.version));
    };
    const before = await versions();
    await t.container.publishing.state.markPublishedMany(
      claims.map((post, index) => ({ post: post!, externalId: `page_${index}`, at: t.clock.now() })),
    );
    const rows = await t.database.db
      .select({ id: posts.id, status: posts.status, externalId: posts.externalId })
      .from(posts)
      .where(
        inArray(
          posts.id,
          batch.map((post) => post.id),
        ),
      );
    expect(batch.map((post) => rows.find((row) => row.id === post.id))).toEqual([
      { id: batch[0]!.id, status: 'published', externalId: 'page_0' },
      { id: batch[1]!.id, status: 'published', externalId: 'page_1' },
      { id: batch[2]!.id, status: 'failed', externalId: null },
    ]);
    // One statement: the first owner's two posts raise their counter once; the second owner's post was not
    // written, and its counter stays.
    expect(await versions()).toEqual([before[0]! + 1, before[1]]);
  });

  it('adds the network to a medium that lacks it, and leaves one that lists it unwritten', async () => {
    const { login } = await createUser(t.app);
    const owner = login.user_id;
    const listed = await insertMedium(t.database, owner);
    const unlisted = await insertMedium(t.database, owner);
    await t.database.db
      .update(contentItems)
      .set({ usedOn: ['instagram'] })
      .where(eq(contentItems.id, listed));
    const past = new Date(t.clock.now().getTime() - MINUTE);
    const libraryVersion = async () => {
      const [row] = await t.database.db
        .select()
        .from(ownerReadVersions)
        .where(eq(ownerReadVersions.userId, owner));
      return Number(row?.libraryVersion ?? 0);
    };
    const publish = async (mediaIds: string[]) => {
      const scheduled = await scheduledPost(owner, past, 'instagram', mediaIds);
      const claims = await t.container.publishing.state.claimMany(
        [{ postId: scheduled.id, version: 1, attemptKey: `${scheduled.id}:1:m` }],
        { now: t.clock.now(), instagramDailyQuota: 50 },
      );
      expect(claims[0]?.hasMedia).toBe(true);
      await t.container.publishing.state.markPublishedMany([
        { post: claims[0]!, externalId: `ig_${scheduled.id}`, at: t.clock.now() },
      ]);
    };
    const usedOn = async (id: string) => {
      const [row] = await t.database.db.select().from(contentItems).where(eq(contentItems.id, id));
      return row?.usedOn;
    };

    const before = await libraryVersion();
    await publish([listed]);
    expect(await usedOn(listed)).toEqual(['instagram']);
    expect(await libraryVersion()).toBe(before);

    await publish([unlisted]);
    expect(await usedOn(unlisted)).toEqual(['instagram']);
    expect(await libraryVersion()).toBe(before + 1);
  });

  it('removes an owner’s attempts with the owner, through their posts', async () => {
    const { login } = await createUser(t.app);
    const post = await scheduledPost(login.user_id, new Date(t.clock.now().getTime() - MINUTE));
    const [claim] = await t.container.publishing.state.claimMany(
      [{ postId: post.id, version: 1, attemptKey: `${post.id}:1:d` }],
      { now: t.clock.now(), instagramDailyQuota: 50 },
    );
    expect(claim?.userId).toBe(login.user_id);
    await t.database.db.delete(users).where(eq(users.id, login.user_id));
    const left = await t.database.db
      .select()
      .from(publishAttempts)
      .where(eq(publishAttempts.userId, login.user_id));
    expect(left).toEqual([]);
  });
});
