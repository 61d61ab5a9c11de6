import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@plume/contracts/posts';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { insertPost } from '../../test/post-factory';
import { listPosts } from '../../test/posts-test-helpers';
import { SPELLER_BUILD_MS, warmSpeller } from '../../test/speller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
beforeAll(warmSpeller, SPELLER_BUILD_MS);
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(() => t.close());

const post = (overrides: Parameters<typeof insertPost>[1]) => insertPost(t.database, overrides);

describe('GET /api/posts/generated', () => {
  it("lists the owner's posts with their media, never another user's", async () => {
    const [photo] = await uploadToMonth(t.app, owner.headers, 'janvier_2030');
    const mine = await post({ userId: owner.login.user_id, mediaIds: [photo!.id] });
    await post({ userId: other.login.user_id, title: 'Pas à moi' });
    const posts = await listPosts(t.app, owner.headers);
    const listed = posts.find((p) => p.id === mine.id);
    expect(listed).toMatchObject({ status: 'draft', media_ids: [photo!.id], month_key: 'janvier_2030' });
    expect(listed?.visual_url).toMatch(new RegExp(`^/api/content/${photo!.id}/file\\?token=`));
    expect(posts.some((p) => p.title === 'Pas à moi')).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/posts/generated' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', detail: 'Vous devez être connecté' });
  });
});

describe('DELETE /api/posts/generated/{id}', () => {
  const remove = (id: string, headers = owner.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/posts/generated/${id}`, headers });

  it('deletes an unvalidated, unpublished post', async () => {
    const draft = await post({ userId: owner.login.user_id });
    const response = await remove(draft.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: draft.id });
    expect((await listPosts(t.app, owner.headers)).some((p) => p.id === draft.id)).toBe(false);
  });

  it('refuses validated and published posts with a French reason', async () => {
    const scheduled = await post({ userId: owner.login.user_id, status: 'scheduled', validated: true });
    const published = await post({ userId: owner.login.user_id, status: 'published', published: true });
    expect((await remove(scheduled.id)).json()).toMatchObject({
      code: 'POST_NOT_DELETABLE',
      detail: 'Seuls les posts non validés et non publiés peuvent être supprimés.',
    });
    const refused = await remove(published.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('POST_PUBLISHED');
  });

  it("answers 404 'Post non trouvé' for another user's post or an unknown id, 401 without a session", async () => {
    const theirs = await post({ userId: other.login.user_id });
    for (const id of [theirs.id, 'inconnu']) {
      const response = await remove(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'POST_NOT_FOUND', detail: 'Post non trouvé' });
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/generated/${theirs.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/posts/{id}/modify', () => {
  const modify = (id: string, payload: unknown, headers: Record<string, string> = owner.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/posts/${id}/modify`, headers, payload: payload as object });

  it('returns a rewritten preview and saves nothing', async () => {
    const draft = await post({ userId: owner.login.user_id, platform: 'facebook' });
    const response = await modify(draft.id, { modification_request: 'Plus court, avec un ton amical' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: true; modified_post: { title: string; text: string } }>();
    expect(body.success).toBe(true);
    expect(body.modified_post.text.length).toBeGreaterThan(0);
    const stored = (await listPosts(t.app, owner.headers)).find((p) => p.id === draft.id);
    expect(stored).toMatchObject({ title: draft.title, text: draft.text, modified_at: null });
  });

  it('needs a request: 422 with the spec message', async () => {
    const draft = await post({ userId: owner.login.user_id });
    const response = await modify(draft.id, { modification_request: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('Veuillez saisir une demande de modification');
  });

  it('refuses scheduled posts (unschedule first), 404 for another user, 401 without a session', async () => {
    const scheduled = await post({ userId: owner.login.user_id, status: 'scheduled', validated: true });
    const refused = await modify(scheduled.id, { modification_request: 'Plus court' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('POST_SCHEDULED');
    const theirs = await post({ userId: other.login.user_id });
    expect((await modify(theirs.id, { modification_request: 'Plus court' })).statusCode).toBe(404);
    expect((await modify(theirs.id, { modification_request: 'Plus court' }, {})).statusCode).toBe(401);
  });
});

describe('PUT /api/posts/{id}', () => {
  const save = (id: string, payload: unknown, headers: Record<string, string> = owner.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers, payload: payload as object });
  const content = { title: 'Nouveau titre', text: 'Un texte revu.', hashtags: ['#pâtisserie', '#Lyon'] };

  it('saves title, text and hashtags and stamps modified_at with the server clock', async () => {
    const draft = await post({ userId: owner.login.user_id });
    const response = await save(draft.id, { ...content, modified_at: '2000-01-01T00:00:00Z' });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ post: Post }>().post;
    expect(saved).toMatchObject(content);
    expect(saved.modified_at).toBe(t.clock.now().toISOString());
  });

  it('answers 422 naming the field in French', async () => {
    const draft = await post({ userId: owner.login.user_id });
    const badTag = await save(draft.id, { ...content, hashtags: ['#deux mots'] });
    expect(badTag.statusCode).toBe(422);
    expect(badTag.json().detail).toContain('hashtags');
    expect(badTag.json().detail).toContain('Hashtag invalide');
    const noTitle = await save(draft.id, { ...content, title: '' });
    expect(noTitle.json().detail).toContain('Le titre est obligatoire');
  });

  it('applies the Instagram hashtag cap and caption length', async () => {
    const draft = await post({ userId: owner.login.user_id, platform: 'instagram' });
    const tags = ['#a1', '#a2', '#a3', '#a4', '#a5', '#a6'];
    const tooMany = await save(draft.id, { ...content, hashtags: tags });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe('hashtags : Instagram accepte au plus 5 hashtags par post');
    const tooLong = await save(draft.id, { ...content, text: 'a'.repeat(2199) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail).toMatch(/^text : .*Instagram$/);
  });

  it('refuses published posts, 404 for another user, 401 without a session', async () => {
    const published = await post({ userId: owner.login.user_id, status: 'published', published: true });
    expect((await save(published.id, content)).json().code).toBe('POST_PUBLISHED');
    const theirs = await post({ userId: other.login.user_id });
    expect((await save(theirs.id, content)).statusCode).toBe(404);
    expect((await save(theirs.id, content, {})).statusCode).toBe(401);
  });
});
