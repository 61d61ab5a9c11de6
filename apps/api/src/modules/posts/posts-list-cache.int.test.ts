import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '@plume/contracts/posts';
import { contentItems, postListVersions, posts, users } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { insertMedium, insertPost } from '../../test/post-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

// The list is cached per owner and counter; triggers raise the counter on every change (ADR 0014). These tests
// change posts the way other code paths and processes do — plain SQL, batch updates, cascades — and expect the
// very next list to show the change.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/posts/generated', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ posts: Post[] }>().posts;
};
const version = async (userId: string) =>
  (await t.database.db.select().from(postListVersions).where(eq(postListVersions.userId, userId)))[0]
    ?.version;

describe('GET /api/posts/generated (cached list)', () => {
  it('serves the cached text while nothing changed (a change hidden from the triggers stays unseen)', async () => {
    const owner = await createUser(t.app);
    const post = await insertPost(t.database, { userId: owner.login.user_id, title: 'Avant' });
    expect((await list(owner.headers))[0]?.title).toBe('Avant');
    const before = await version(owner.login.user_id);
    await t.database.db.execute(sql`alter table posts disable trigger posts_list_bump_update`);
    try {
      await t.database.db.update(posts).set({ title: 'Caché' }).where(eq(posts.id, post.id));
      expect((await list(owner.headers))[0]?.title).toBe('Avant');
    } finally {
      await t.database.db.execute(sql`alter table posts enable trigger posts_list_bump_update`);
    }
    expect(await version(owner.login.user_id)).toBe(before);
  });

  it('shows inserts, updates, batch updates across owners and deletions made outside the API', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const first = await insertPost(t.database, { userId: a.login.user_id, title: 'Premier' });
    const other = await insertPost(t.database, { userId: b.login.user_id, title: 'Autre' });
    expect((await list(a.headers)).map((post) => post.title)).toEqual(['Premier']);
    expect((await list(b.headers)).map((post) => post.title)).toEqual(['Autre']);

    await insertPost(t.database, { userId: a.login.user_id, title: 'Second', plannedDate: '2030-01-16' });
    expect((await list(a.headers)).map((post) => post.title)).toEqual(['Premier', 'Second']);

    // One statement over two owners, as the publishing engine records a batch of outcomes.
    await t.database.db
      .update(posts)
      .set({ status: 'failed', failureReason: 'missed' })
      .where(inArray(posts.id, [first.id, other.id]));
    expect((await list(a.headers)).find((post) => post.id === first.id)?.status).toBe('failed');
    expect((await list(b.headers))[0]?.status).toBe('failed');

    await t.database.db.delete(posts).where(eq(posts.id, first.id));
    expect((await list(a.headers)).map((post) => post.title)).toEqual(['Second']);
  });

  it('shows media attached and media removed from the library (cascade)', async () => {
    const owner = await createUser(t.app);
    const post = await insertPost(t.database, { userId: owner.login.user_id });
    expect((await list(owner.headers))[0]?.media_ids).toEqual([]);
    const id = await insertMedium(t.database, owner.login.user_id);
    await t.database.db.execute(
      sql`insert into post_media (post_id, content_id, position) values (${post.id}, ${id}, 0)`,
    );
    expect((await list(owner.headers))[0]?.media_ids).toEqual([id]);
    await t.database.db.delete(contentItems).where(eq(contentItems.id, id));
    expect((await list(owner.headers))[0]?.media_ids).toEqual([]);
  });

  it('lets an owner with posts and media be deleted, counter included', async () => {
    const owner = await createUser(t.app);
    const id = await insertMedium(t.database, owner.login.user_id);
    await insertPost(t.database, { userId: owner.login.user_id, mediaIds: [id] });
    expect(await version(owner.login.user_id)).toBeGreaterThan(0);
    await t.database.db.delete(users).where(eq(users.id, owner.login.user_id));
    expect(await version(owner.login.user_id)).toBeUndefined();
  });

  // PostgreSQL: every request checks the account (ADR 0014); that probe also reads the counter and the time
  // zone, so an unchanged list, month window or calendar costs that one statement and nothing else.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'costs one statement per unchanged list on PostgreSQL, and still shows a change at once',
    async () => {
      if (t.database.kind !== 'postgres') return;
      const owner = await createUser(t.app);
      // Failed: shown by the list and by the calendar alike.
      await insertPost(t.database, { userId: owner.login.user_id, title: 'Avant', status: 'failed' });
      const urls = [
        '/api/posts/generated',
        '/api/posts/generated?month_key=janvier_2030',
        '/api/calendar/posts?start_date=2030-01-01&end_date=2030-01-31',
      ];
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
      for (const url of urls) expect((await get(url)).statusCode).toBe(200);
      const statements = vi.spyOn(t.database.pool, 'query');
      try {
        for (const url of urls) {
          statements.mockClear();
          expect((await get(url)).statusCode).toBe(200);
          expect(statements, url).toHaveBeenCalledTimes(1);
        }
      } finally {
        statements.mockRestore();
      }
      await t.database.db.update(posts).set({ title: 'Après' }).where(eq(posts.userId, owner.login.user_id));
      for (const url of urls)
        expect((await get(url)).json<{ posts: Post[] }>().posts[0]?.title).toBe('Après');
    },
  );
});
