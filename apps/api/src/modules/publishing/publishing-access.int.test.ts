import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarResponseSchema, type Post } from '@plume/contracts/posts';
import { postMedia, users } from '../../db/schema/index';
import { insertPost } from '../../test/post-factory';
import type { TestApp } from '../../test/test-app';
import { responseSerializerCompiler } from '../../plugins/response-serializer';
import { ownerWithPost, publishingApp, schedule } from './publishing-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await publishingApp({ work: false });
});
afterAll(() => t.close());

type Call = { method: 'POST' | 'PUT' | 'GET'; url: string; payload?: Record<string, string> };
const callsFor = (postId: string): Call[] => [
  {
    method: 'POST',
    url: '/api/posts/schedule',
    payload: { post_id: postId, scheduled_date: '2030-01-16', scheduled_time: '10:00' },
  },
  { method: 'POST', url: '/api/posts/publish', payload: { post_id: postId } },
  { method: 'POST', url: `/api/posts/${postId}/retry` },
  { method: 'PUT', url: `/api/posts/${postId}/unschedule` },
  { method: 'PUT', url: `/api/posts/${postId}/schedule`, payload: { scheduled_date: '2030-01-16T10:00' } },
  {
    method: 'PUT',
    url: `/api/posts/move-calendar-post/${postId}`,
    payload: { scheduled_date: '2030-01-16T10:00' },
  },
];

describe('access to the scheduling calls', () => {
  it('answers 404 for another user’s post and 401 without a token, on every call', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const owner = await ownerWithPost(t);
    const intruder = await ownerWithPost(t);
    for (const call of callsFor(owner.post.id)) {
      const foreign = await t.app.inject({ ...call, headers: intruder.headers });
      expect(foreign.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(foreign.json()).toMatchObject({ detail: 'Post non trouvé' });
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const calendar = '/api/calendar/posts?start_date=2030-01-01&end_date=2030-01-31';
    expect((await t.app.inject({ method: 'GET', url: calendar })).statusCode).toBe(401);
    expect((await t.container.publishing.state.findPost(owner.post.id))?.status).toBe('draft');
  });

  it('answers 402 to schedule, publish, retry and move once the subscription has lapsed', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const owner = await ownerWithPost(t);
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: 'expired' })
      .where(eq(users.id, owner.userId));
    await t.container.userCache.invalidate(owner.userId);
    for (const call of callsFor(owner.post.id).filter((c) => !c.url.endsWith('/unschedule'))) {
      const response = await t.app.inject({ ...call, headers: owner.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(402);
      expect(response.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    }
  });
});

describe('GET /api/calendar/posts', () => {
  it('lists the owner’s scheduled, failed and published posts of the range by local date, filtered by platform', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const owner = await ownerWithPost(t);
    await schedule(t, owner.headers, {
      post_id: owner.post.id,
      scheduled_date: '2030-01-31',
      scheduled_time: '23:30',
    });
    const base = { userId: owner.userId, mediaIds: [owner.media[0]?.id ?? ''] };
    // Published at 23:30 UTC on 31 January: already 1 February in Paris.
    const published = await insertPost(t.database, {
      ...base,
      platform: 'facebook',
      status: 'published',
      published: true,
      publishedAt: new Date('2030-01-31T23:30:00Z'),
    });
    const failed = await insertPost(t.database, {
      ...base,
      status: 'failed',
      failureReason: 'missed',
      plannedDate: '2030-01-20',
    });
    await insertPost(t.database, { ...base, status: 'draft', plannedDate: '2030-01-21' });
    const other = await ownerWithPost(t);
    await schedule(t, other.headers, {
      post_id: other.post.id,
      scheduled_date: '2030-01-20',
      scheduled_time: '10:00',
    });

    const list = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/posts?${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ posts: Post[] }>().posts;
    };
    const january = await list('start_date=2030-01-01&end_date=2030-01-31');
    expect(january.map((post) => post.id).sort()).toEqual([owner.post.id, failed.id].sort());
    const scheduled = january.find((post) => post.id === owner.post.id);
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      scheduled_date: '2030-01-31',
      scheduled_time: '23:30',
    });
    expect(scheduled?.visual_url).toMatch(/^\/api\/content\/.+\/file\?token=/);
    expect(january.find((post) => post.id === failed.id)?.failure_reason).toBe('missed');
    expect((await list('start_date=2030-02-01&end_date=2030-02-28')).map((post) => post.id)).toEqual([
      published.id,
    ]);
    expect(await list('start_date=2030-02-01&end_date=2030-02-28&platform=instagram')).toEqual([]);
    expect(await list('start_date=2030-02-01&end_date=2030-02-28&platform=all')).toHaveLength(1);
  });

  it('writes the contract’s bytes and sees every change at once: posts, media, time zone', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const owner = await ownerWithPost(t);
    const url = '/api/calendar/posts?start_date=2030-02-01&end_date=2030-02-28';
    const get = () => t.app.inject({ method: 'GET', url, headers: owner.headers });
    const ids = async () => (await get()).json<{ posts: Post[] }>().posts.map((post) => post.id);
    // Published at 23:30 UTC on 31 January: 1 February in Paris, still 31 January in New York.
    const published = await insertPost(t.database, {
      userId: owner.userId,
      mediaIds: [owner.media[0]?.id ?? ''],
      status: 'published',
      published: true,
      publishedAt: new Date('2030-01-31T23:30:00Z'),
    });
    const first = await get();
    const serialize = responseSerializerCompiler({
      schema: calendarResponseSchema,
      method: 'GET',
      url: '/api/calendar/posts',
      httpStatus: '200',
    }) as (data: unknown) => string;
    expect(first.body).toBe(serialize(first.json()));
    expect(first.json<{ posts: Post[] }>().posts[0]?.visual_url).toMatch(/\/file\?token=/);

    const failed = await insertPost(t.database, {
      userId: owner.userId,
      status: 'failed',
      failureReason: 'missed',
      plannedDate: '2030-02-10',
    });
    expect((await ids()).sort()).toEqual([published.id, failed.id].sort());
    await t.database.db.delete(postMedia).where(eq(postMedia.postId, published.id));
    const unlinked = (await get()).json<{ posts: Post[] }>().posts.find((post) => post.id === published.id);
    expect(unlinked?.visual_url).toBeNull();

    await t.database.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, owner.userId));
    expect(await ids()).toEqual([failed.id]);
  });

  it('refuses malformed or reversed ranges with a French detail', async () => {
    const owner = await ownerWithPost(t);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/posts?start_date=janvier&end_date=2030-01-31',
      headers: owner.headers,
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ detail: string }>().detail).toContain('start_date attendu au format AAAA-MM-JJ');
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/posts?start_date=2030-02-01&end_date=2030-01-01',
      headers: owner.headers,
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<{ code: string }>().code).toBe('CALENDAR_RANGE_INVALID');
  });
});

describe('unschedule', () => {
  it('returns a scheduled post to draft, and refuses a post that is not scheduled', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const owner = await ownerWithPost(t);
    const url = `/api/posts/${owner.post.id}/unschedule`;
    expect((await t.app.inject({ method: 'PUT', url, headers: owner.headers })).json()).toMatchObject({
      code: 'POST_NOT_SCHEDULED',
    });
    await schedule(t, owner.headers, {
      post_id: owner.post.id,
      scheduled_date: '2030-01-16',
      scheduled_time: '10:00',
    });
    expect((await t.app.inject({ method: 'PUT', url, headers: owner.headers })).statusCode).toBe(200);
    expect(await t.container.publishing.state.findPost(owner.post.id)).toMatchObject({
      status: 'draft',
      validated: false,
      publishJobId: null,
    });
  });
});
