import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Post } from '@plume/contracts/posts';
import { contentItems } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { startFakePixabay } from '../../test/fake-pixabay';
import { uploadToMonth } from '../../test/library-helpers';
import { jpeg, png } from '../../test/media-fixtures';
import { insertPost } from '../../test/post-factory';
import { listPosts, uploadForPost } from '../../test/posts-test-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let pixabay: Awaited<ReturnType<typeof startFakePixabay>>;
let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  pixabay = await startFakePixabay();
  t = await createTestApp({ env: { PIXABAY_API_KEY: 'cle-de-test', PIXABAY_BASE_URL: pixabay.baseUrl } });
  owner = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await pixabay.close();
});

const attach = (id: string, payload: object, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/posts/${id}/attach-image`, headers, payload });
const needsImage = (platform: 'instagram' | 'facebook' = 'instagram') =>
  insertPost(t.database, { userId: owner.login.user_id, platform, monthKey: 'mars_2030' });
const usage = async (ids: string[]) =>
  t.database.db.select().from(contentItems).where(inArray(contentItems.id, ids));

describe('PUT /api/posts/{id}/attach-image', () => {
  it('attaches a library image: the post leaves needs_image and the item is marked used', async () => {
    const [photo] = await uploadToMonth(t.app, owner.headers, 'mars_2030');
    const target = await needsImage();
    const response = await attach(target.id, { image_source: 'library', image_id: photo!.id });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; post: Post }>();
    expect(body.message).toBe('Image ajoutée au post');
    expect(body.post).toMatchObject({ status: 'draft', media_ids: [photo!.id] });
    const [row] = await usage([photo!.id]);
    expect(row).toMatchObject({ usedInPosts: 1, usedOn: ['instagram'] });
    // The library answers the spec's used_on_<network> fields, in the spec's order.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/content/pending-temp?limit=100',
      headers: owner.headers,
    });
    expect(listed.body).toContain(
      `"used_on_facebook":false,"used_on_instagram":true,"used_on_linkedin":false,"used_in_posts":1}`,
    );
  });

  it('turns several uploaded files into a carousel', async () => {
    const ids = await uploadForPost(t.app, owner.headers, [
      { filename: 'a.jpg', data: await jpeg() },
      { filename: 'b.png', data: await png() },
    ]);
    const target = await needsImage('facebook');
    const response = await attach(target.id, { image_source: 'upload', uploaded_file_ids: ids });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Carrousel de 2 médias ajouté au post');
    expect(response.json<{ post: Post }>().post.media_ids).toEqual(ids);
    expect((await usage(ids)).every((row) => row.usedOn.includes('facebook') && row.usedInPosts === 1)).toBe(
      true,
    );
  });

  it('saves a stock image by its id on the server, files it in the post month, then attaches it', async () => {
    const target = await needsImage();
    const response = await attach(target.id, {
      image_source: 'pixabay',
      pixabay_id: 101,
      image_url: 'http://169.254.169.254/jamais-telecharge.jpg',
      tags: 'boulangerie, pain',
    });
    expect(response.statusCode).toBe(200);
    const [contentId] = response.json<{ post: Post }>().post.media_ids;
    const [row] = await usage([contentId!]);
    expect(row).toMatchObject({ source: 'pixabay', stockImageId: 101, attributedMonth: 'mars_2030' });
    expect(pixabay.requests.some((query) => query.get('id') === '101')).toBe(true);
  });

  it('adds to, reorders and trims a carousel through the library ids', async () => {
    const [a, b, c] = await uploadToMonth(t.app, owner.headers, 'avril_2030', [
      { filename: 'a.jpg', data: await jpeg({ color: '#111111' }) },
      { filename: 'b.jpg', data: await jpeg({ color: '#222222' }) },
      { filename: 'c.jpg', data: await jpeg({ color: '#333333' }) },
    ]);
    const target = await needsImage();
    await attach(target.id, { image_source: 'library', image_id: a!.id });
    const added = await attach(target.id, { image_source: 'library', image_id: b!.id, mode: 'add' });
    expect(added.json<{ post: Post }>().post.media_ids).toEqual([a!.id, b!.id]);
    const reordered = await attach(target.id, { image_source: 'library', image_ids: [c!.id, a!.id] });
    expect(reordered.json<{ post: Post }>().post.media_ids).toEqual([c!.id, a!.id]);
    const listed = (await listPosts(t.app, owner.headers)).find((p) => p.id === target.id);
    expect(listed?.media.map((medium) => medium.id)).toEqual([c!.id, a!.id]);
  });

  it('refuses a GIF on Instagram with the reason, and 422 without a source', async () => {
    const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const ids = await uploadForPost(t.app, owner.headers, [{ filename: 'anim.gif', data: gif }]);
    const target = await needsImage();
    const refused = await attach(target.id, { image_source: 'upload', uploaded_file_ids: ids });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'POST_MEDIA_INCOMPATIBLE' });
    expect(refused.json().detail).toContain("Instagram n'accepte pas les GIF");
    const noSource = await attach(target.id, { image_id: ids[0] });
    expect(noSource.statusCode).toBe(422);
    expect(noSource.json().detail).toContain("Source d'image invalide");
    const tooMany = await attach(target.id, {
      image_source: 'upload',
      uploaded_file_ids: Array.from({ length: 11 }, () => ids[0]),
    });
    expect(tooMany.json().detail).toContain('Maximum 10 fichiers autorisés pour un post');
  });

  it("answers 404 for another user's post or medium, and 401 without a session", async () => {
    const [theirPhoto] = await uploadToMonth(t.app, other.headers, 'mars_2030');
    const mine = await needsImage();
    const stolen = await attach(mine.id, { image_source: 'library', image_id: theirPhoto!.id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('CONTENT_NOT_FOUND');
    const theirPost = await insertPost(t.database, { userId: other.login.user_id });
    const [myPhoto] = await uploadToMonth(t.app, owner.headers, 'mars_2030');
    const response = await attach(theirPost.id, { image_source: 'library', image_id: myPhoto!.id });
    expect(response.json()).toEqual({ code: 'POST_NOT_FOUND', detail: 'Post non trouvé' });
    expect((await attach(mine.id, { image_source: 'library', image_id: myPhoto!.id }, {})).statusCode).toBe(
      401,
    );
  });
});
