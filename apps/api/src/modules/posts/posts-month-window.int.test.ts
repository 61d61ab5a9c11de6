import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsResponseSchema, type Post } from '@plume/contracts/posts';
import { createUser } from '../../test/factories';
import { insertPost } from '../../test/post-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

// GET /api/posts/generated?month_key= (ADR 0024): one month of the list; the call without it answers as before.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function ownerWithTwoMonths() {
  const user = await createUser(t.app);
  const owner = { id: user.login.user_id, headers: user.headers };
  const january = await insertPost(t.database, {
    userId: owner.id,
    monthKey: 'janvier_2030',
    plannedDate: '2030-01-15',
  });
  const february = await insertPost(t.database, {
    userId: owner.id,
    monthKey: 'février_2030',
    plannedDate: '2030-02-03',
  });
  return { owner, january, february };
}

describe('GET /api/posts/generated with a month window', () => {
  it('answers only the posts of that month, in the shape and order of the whole list', async () => {
    const { owner, january, february } = await ownerWithTwoMonths();
    const whole = await get('/api/posts/generated', owner.headers);
    expect(whole.statusCode).toBe(200);
    const all = whole.json<{ posts: Post[] }>().posts;
    expect(all.map((post) => post.id)).toEqual([january.id, february.id]);

    const windowed = await get(
      `/api/posts/generated?month_key=${encodeURIComponent('février_2030')}`,
      owner.headers,
    );
    expect(windowed.statusCode).toBe(200);
    const body = postsResponseSchema.parse(windowed.json());
    expect(body.posts).toEqual(all.filter((post) => post.id === february.id));
    // The same post is written with the same bytes in both answers.
    expect(windowed.body).toBe(JSON.stringify({ posts: [all[1]] }));

    const empty = await get('/api/posts/generated?month_key=mars_2030', owner.headers);
    expect(empty.json()).toEqual({ posts: [] });
  });

  it('sees a change at once, in the window and in the whole list', async () => {
    const { owner } = await ownerWithTwoMonths();
    expect(
      (await get('/api/posts/generated?month_key=janvier_2030', owner.headers)).json<{ posts: Post[] }>()
        .posts,
    ).toHaveLength(1);
    await insertPost(t.database, { userId: owner.id, monthKey: 'janvier_2030', plannedDate: '2030-01-20' });
    // The list's counter is raised by a trigger on every write (ADR 0014), whoever writes.
    const after = await get('/api/posts/generated?month_key=janvier_2030', owner.headers);
    expect(after.json<{ posts: Post[] }>().posts).toHaveLength(2);
  });

  it("never includes another owner's posts", async () => {
    const { owner } = await ownerWithTwoMonths();
    const other = await ownerWithTwoMonths();
    const response = await get('/api/posts/generated?month_key=janvier_2030', owner.headers);
    const ids = response.json<{ posts: Post[] }>().posts.map((post) => post.id);
    expect(ids).not.toContain(other.january.id);
    expect(ids).toHaveLength(1);
  });

  it('refuses a malformed month with a validation error', async () => {
    const { owner } = await ownerWithTwoMonths();
    for (const month of ['2030-01', 'janvier', '']) {
      const response = await get(`/api/posts/generated?month_key=${month}`, owner.headers);
      expect(response.statusCode, month).toBe(422);
      expect(response.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    }
  });

  it('answers 401 without a token, with or without the window', async () => {
    for (const url of ['/api/posts/generated', '/api/posts/generated?month_key=janvier_2030']) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
