import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
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

const TEXT =
  'Votre croissant du samedi vous attend en boutique.\n\nPrenez rendez-vous pour un atelier : vous allez adorer.\n\nPassez nous voir cette semaine.';
const draft = (userId = owner.login.user_id) =>
  insertPost(t.database, { userId, platform: 'facebook', text: TEXT, hashtags: ['#boulangerie'] });
const modify = (id: string, request: string, headers: Record<string, string> = owner.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/posts/${id}/modify`,
    headers,
    payload: { modification_request: request },
  });

describe('PUT /api/posts/{id}/modify: operations and the quality gate', () => {
  it('answers the operations done and not done with the preview, and saves nothing', async () => {
    const post = await draft();
    const response = await modify(
      post.id,
      'tutoie, remplace croissant par pain au chocolat et traduis en anglais',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.modified_post.text).toContain('Ton pain au chocolat du samedi t’attend');
    expect(body.modified_post.text).toContain('Prends rendez-vous');
    expect(body.operations_done).toEqual([
      '« croissant » remplacé par « pain au chocolat » (1 fois)',
      'Tutoiement',
    ]);
    expect(body.operations_not_done).toEqual([
      'traduire le post (le rédacteur intégré écrit uniquement en français)',
    ]);
    const stored = (await listPosts(t.app, owner.headers)).find((p) => p.id === post.id);
    expect(stored?.text).toBe(TEXT);
  });

  it('says in French what it could not do when nothing was done', async () => {
    const post = await draft();
    const response = await modify(post.id, 'remplace baguette par ficelle');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'POST_REWRITE_NOT_DONE',
      detail: "Je n'ai pas pu : remplacer « baguette » (ce passage ne figure pas dans le texte).",
    });
  });

  it('refuses a rewrite the gate fails and tells why, keeping the post as it was', async () => {
    const post = await draft();
    const response = await modify(post.id, 'remplace croissant par croisant croisant');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('POST_REWRITE_REJECTED');
    expect(body.detail).toMatch(/^La réécriture n'a pas été retenue, elle contenait : /u);
    expect(body.detail).toMatch(/mot inconnu du correcteur « croisant »|mot répété/u);
    const stored = (await listPosts(t.app, owner.headers)).find((p) => p.id === post.id);
    expect(stored?.text).toBe(TEXT);
  });

  it('takes a price the owner states in the request as a fact', async () => {
    const post = await draft();
    const response = await modify(post.id, 'mentionne le croissant à 1,40 €');
    expect(response.statusCode).toBe(200);
    expect(response.json().modified_post.text).toContain('1,40');
  });

  it('validates the request, hides another user’s post and needs a session', async () => {
    const mine = await draft();
    expect((await modify(mine.id, '   ')).statusCode).toBe(422);
    const theirs = await draft(other.login.user_id);
    expect((await modify(theirs.id, 'plus court')).statusCode).toBe(404);
    expect((await modify(theirs.id, 'plus court', {})).statusCode).toBe(401);
  });
});
