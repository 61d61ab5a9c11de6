import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentItems, notes, posts, users } from './schema/index';
import { createUser } from '../test/factories';
import { insertMedium, insertPost } from '../test/post-factory';
import { createTestApp, type TestApp } from '../test/test-app';

// The library page, the notes, the posts list's counter and the calendar's tag are kept in memory while the
// embedded database announces every change of them (migration 0021, lib/owner-reads.ts). These tests change
// the rows the way other code paths do — plain SQL, cascades — and expect the very next read to show it. On
// PostgreSQL nothing is announced: the library page and the notes are kept under their counters (migration 0022),
// read by each request's account check, with the same answers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const libraryTitles = async (headers: Record<string, string>) =>
  (await get<{ content: { title: string | null }[] }>('/api/content/pending-temp', headers)).content.map(
    (item) => item.title,
  );
const noteTitles = async (headers: Record<string, string>) =>
  (await get<{ notes: { title: string }[] }>('/api/notes', headers)).notes.map((note) => note.title);

const note = (userId: string, description: string) =>
  t.database.db.insert(notes).values({ userId, description, content: 'Contenu', isMonthlyNote: true });

/** Renames the owner's notes with one of their triggers off: a change the caching cannot hear of. */
async function renameNotesUnseen(userId: string, trigger: string, description: string) {
  await t.database.db.execute(sql`alter table notes disable trigger ${sql.identifier(trigger)}`);
  try {
    await t.database.db.update(notes).set({ description }).where(eq(notes.userId, userId));
  } finally {
    await t.database.db.execute(sql`alter table notes enable trigger ${sql.identifier(trigger)}`);
  }
}

describe('owner reads kept while their changes are announced', () => {
  it('the embedded database announces changes; PostgreSQL never does', async () => {
    const result = (await t.database.db.execute(sql`select plume_owner_notices() as on`)) as unknown as {
      rows: { on: boolean }[];
    };
    const [row] = result.rows;
    expect(row?.on).toBe(t.database.kind === 'pglite');
  });

  it('the library page shows items added, renamed and deleted outside the API', async () => {
    const owner = await createUser(t.app);
    const id = owner.login.user_id;
    const first = await insertMedium(t.database, id, { title: 'Vitrine' });
    expect(await libraryTitles(owner.headers)).toEqual(['Vitrine']);
    await insertMedium(t.database, id, { title: 'Fournil' });
    expect(await libraryTitles(owner.headers)).toEqual(['Fournil', 'Vitrine']);
    await t.database.db
      .update(contentItems)
      .set({ title: 'Vitrine de Noël' })
      .where(eq(contentItems.id, first));
    expect(await libraryTitles(owner.headers)).toEqual(['Fournil', 'Vitrine de Noël']);
    await t.database.db.delete(contentItems).where(eq(contentItems.id, first));
    expect(await libraryTitles(owner.headers)).toEqual(['Fournil']);
  });

  it('the notes show a note added, changed and purged outside the API; another owner’s change leaves them', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await note(owner.login.user_id, 'Fermeture lundi');
    expect(await noteTitles(owner.headers)).toEqual(['Fermeture lundi']);
    await note(other.login.user_id, 'Autre');
    expect(await noteTitles(owner.headers)).toEqual(['Fermeture lundi']);
    await t.database.db
      .update(notes)
      .set({ description: 'Fermeture mardi' })
      .where(eq(notes.userId, owner.login.user_id));
    expect(await noteTitles(owner.headers)).toEqual(['Fermeture mardi']);
    await t.database.db.delete(notes).where(eq(notes.userId, owner.login.user_id));
    expect(await noteTitles(owner.headers)).toEqual([]);
  });

  it('the calendar follows a time zone changed outside the API', async () => {
    const owner = await createUser(t.app);
    const id = owner.login.user_id;
    // 23:30 UTC on the 14th is the 15th in Paris and still the 14th in New York.
    await insertPost(t.database, {
      userId: id,
      status: 'published',
      published: true,
      publishedAt: new Date('2030-01-14T23:30:00Z'),
    });
    const day15 = '/api/calendar/posts?start_date=2030-01-15&end_date=2030-01-15';
    const inRange = async () => (await get<{ posts: unknown[] }>(day15, owner.headers)).posts.length;
    expect(await inRange()).toBe(1);
    await t.database.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, id));
    expect(await inRange()).toBe(0);
  });

  it('the posts list shows posts deleted outside the API', async () => {
    const owner = await createUser(t.app);
    const id = owner.login.user_id;
    await insertPost(t.database, { userId: id, title: 'Galette' });
    const list = () => get<{ posts: { title: string }[] }>('/api/posts/generated', owner.headers);
    expect((await list()).posts.map((post) => post.title)).toEqual(['Galette']);
    await t.database.db.delete(posts).where(eq(posts.userId, id));
    expect((await list()).posts).toEqual([]);
  });

  // Only the embedded database announces, so only there is a read kept.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps a read while nothing is announced (a change hidden from the triggers stays unseen)',
    async () => {
      const owner = await createUser(t.app);
      await note(owner.login.user_id, 'Avant');
      expect(await noteTitles(owner.headers)).toEqual(['Avant']);
      await renameNotesUnseen(owner.login.user_id, 'notes_announce_update', 'Caché');
      expect(await noteTitles(owner.headers)).toEqual(['Avant']);
    },
  );

  // PostgreSQL: the account check reads the counters, so an unchanged page costs that one statement.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps the library page and the notes under their counters on PostgreSQL, one statement per unchanged call',
    async () => {
      if (t.database.kind !== 'postgres') return;
      const owner = await createUser(t.app);
      await insertMedium(t.database, owner.login.user_id, { title: 'Vitrine' });
      await note(owner.login.user_id, 'Avant');
      expect(await libraryTitles(owner.headers)).toEqual(['Vitrine']);
      expect(await noteTitles(owner.headers)).toEqual(['Avant']);
      const statements = vi.spyOn(t.database.pool, 'query');
      try {
        expect(await libraryTitles(owner.headers)).toEqual(['Vitrine']);
        expect(statements).toHaveBeenCalledTimes(1);
        statements.mockClear();
        expect(await noteTitles(owner.headers)).toEqual(['Avant']);
        expect(statements).toHaveBeenCalledTimes(1);
      } finally {
        statements.mockRestore();
      }
      // What the counter does not see stays unseen: the kept read is what is served.
      await renameNotesUnseen(owner.login.user_id, 'notes_read_bump_update', 'Caché');
      expect(await noteTitles(owner.headers)).toEqual(['Avant']);
    },
  );
});
