import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListContentResponse } from '@plume/contracts/library';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { insertMedium } from '../../test/post-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const list = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/content/pending-temp${query}`, headers });
const put = (headers: Headers, url: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const batchDelete = (headers: Headers, content_ids: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/content/batch', headers, payload: { content_ids } });

describe('GET /api/content/pending-temp', () => {
  it('lists newest first, pages and filters by month, with the quota', async () => {
    const { headers } = await createUser(t.app);
    const [first] = await uploadToMonth(t.app, headers, 'janvier_2026');
    t.clock.advance(1000);
    const [second] = await uploadToMonth(t.app, headers, 'février_2026');

    const page = (await list(headers, '?limit=1&offset=0')).json<ListContentResponse>();
    expect(page.content.map((c) => c.id)).toEqual([second!.id]);
    expect(page).toMatchObject({ total: 2, library_count: 2, library_max: 500 });
    expect(page.month_counts).toEqual({ janvier_2026: 1, février_2026: 1 });

    const next = (await list(headers, '?limit=1&offset=1')).json<ListContentResponse>();
    expect(next.content.map((c) => c.id)).toEqual([first!.id]);
    const january = (
      await list(headers, `?month=${encodeURIComponent('janvier_2026')}`)
    ).json<ListContentResponse>();
    expect(january.content.map((c) => c.id)).toEqual([first!.id]);
  });

  it('shows nothing of another user and validates the query in French', async () => {
    const owner = await createUser(t.app);
    await uploadToMonth(t.app, owner.headers, 'janvier_2026');
    const other = await createUser(t.app);
    expect((await list(other.headers)).json<ListContentResponse>().total).toBe(0);
    const invalid = await list(other.headers, '?limit=0');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('limit doit valoir au moins 1');
  });

  it('answers 401 without a session', async () => {
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('PUT /api/content/{id}/title|context|move', () => {
  it('updates the title and the context', async () => {
    const { headers } = await createUser(t.app);
    const [item] = await uploadToMonth(t.app, headers, 'mars_2026');
    const title = await put(headers, `/api/content/${item!.id}/title`, { title: '  Nouvelle vitrine ' });
    expect(title.statusCode).toBe(200);
    expect(title.json().content.title).toBe('Nouvelle vitrine');
    const context = await put(headers, `/api/content/${item!.id}/context`, { context: 'Soldes d’hiver' });
    expect(context.json().content).toMatchObject({ title: 'Nouvelle vitrine', context: 'Soldes d’hiver' });
    const invalid = await put(headers, `/api/content/${item!.id}/title`, { title: 'x'.repeat(201) });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('Le titre ne peut pas dépasser 200 caractères');
  });

  it('moves to another month and refuses the same month', async () => {
    const { headers } = await createUser(t.app);
    const [item] = await uploadToMonth(t.app, headers, 'mars_2026');
    const moved = await put(headers, `/api/content/${item!.id}/move`, { target_month: 'avril_2026' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Contenu déplacé vers avril 2026',
      content: { attributed_month: 'avril_2026' },
    });
    const same = await put(headers, `/api/content/${item!.id}/move`, { target_month: 'avril_2026' });
    expect(same.statusCode).toBe(422);
    expect(same.json().detail).toBe('Le contenu est déjà attribué à ce mois');
    const badMonth = await put(headers, `/api/content/${item!.id}/move`, { target_month: 'avril' });
    expect(badMonth.json().detail).toContain('target_month');
  });

  it("answers 404 for another user's item and leaves it untouched", async () => {
    const owner = await createUser(t.app);
    const [item] = await uploadToMonth(t.app, owner.headers, 'mars_2026');
    const intruder = await createUser(t.app);
    for (const [path, body] of [
      ['move', { target_month: 'avril_2026' }],
      ['title', { title: 'volé' }],
      ['context', { context: 'volé' }],
    ] as const) {
      const response = await put(intruder.headers, `/api/content/${item!.id}/${path}`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Contenu introuvable');
    }
    const [still] = (await list(owner.headers)).json<ListContentResponse>().content;
    expect(still).toMatchObject({ attributed_month: 'mars_2026', title: '' });
  });

  it('answers 401 without a session', async () => {
    const response = await put({}, '/api/content/6f1f7a9e-0000-4000-8000-000000000001/title', { title: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/content/batch', () => {
  it("deletes only the caller's items and counts the request", async () => {
    const owner = await createUser(t.app);
    const mine = await uploadToMonth(t.app, owner.headers, 'mars_2026');
    const intruder = await createUser(t.app);
    const [theirs] = await uploadToMonth(t.app, intruder.headers, 'mars_2026');

    const response = await batchDelete(owner.headers, [mine[0]!.id, theirs!.id, 'pas-un-uuid']);
    expect(response.json()).toEqual({ deleted_count: 1, requested_count: 3 });
    expect((await list(owner.headers)).json<ListContentResponse>().total).toBe(0);
    expect((await list(intruder.headers)).json<ListContentResponse>().total).toBe(1);
    const gone = await t.app.inject({ method: 'GET', url: mine[0]!.url });
    expect(gone.statusCode).toBe(404);
  });

  it('needs a selection', async () => {
    const { headers } = await createUser(t.app);
    const response = await batchDelete(headers, []);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('Aucun contenu sélectionné');
  });

  it('answers 401 without a session', async () => {
    expect((await batchDelete({}, ['x'])).statusCode).toBe(401);
  });
});

describe('countMediaForMonth', () => {
  it('counts the media a user attributed to a month', async () => {
    const { headers, login } = await createUser(t.app);
    await uploadToMonth(t.app, headers, 'juin_2026');
    const { library } = t.container.services;
    expect(await library.countMediaForMonth(login.user_id, 'juin_2026')).toBe(1);
    expect(await library.countMediaForMonth(login.user_id, 'juillet_2026')).toBe(0);
  });
});

// The publishing engine reads the media of a whole batch of posts, from many owners, in one statement.
describe('the library items of several owners read at once', () => {
  it('gives each request its own owner’s items only, once each, in the order asked', async () => {
    const repository = t.container.library.repository;
    const alice = (await createUser(t.app)).login.user_id;
    const bob = (await createUser(t.app)).login.user_id;
    const [a1, a2] = [await insertMedium(t.database, alice), await insertMedium(t.database, alice)];
    const b1 = await insertMedium(t.database, bob);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const answer = await repository.findOwnedByEach([
      { userId: alice, ids: [a2, a1, a2] },
      { userId: bob, ids: [b1, a1] },
      { userId: alice, ids: [b1, unknown] },
      { userId: bob, ids: [] },
    ]);

    expect(answer.map((items) => items.map((item) => item.id))).toEqual([[a2, a1], [b1], [], []]);
    expect(answer[1]?.[0]?.userId).toBe(bob);
    expect(await repository.findOwnedByEach([])).toEqual([]);
    expect(await repository.findOwnedByEach([{ userId: alice, ids: [] }])).toEqual([[]]);
  });
});
