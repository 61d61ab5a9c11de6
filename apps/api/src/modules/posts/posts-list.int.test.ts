import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsResponseSchema, type Post } from '@plume/contracts/posts';
import { contentItems, posts } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { insertPost } from '../../test/post-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toPost } from './post-dto';
import { createPostMediaRepository } from './post-media.repository';

// GET /api/posts/generated builds its list from one aggregated query and is serialised without zod (ADR 0013):
// these tests prove its output is the contract's, equal to the per-post path (toPost over a plain select).
// Each test signs its own owners up, so that the list holds exactly the posts the test made.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function media(userId: string, mimeTypes: string[]) {
  const rows = await t.database.db
    .insert(contentItems)
    .values(
      mimeTypes.map((mimeType, i) => ({
        userId,
        filename: `media-${i}`,
        mimeType,
        storageKey: `test/${userId}/${i}-${Date.now()}`,
        sizeBytes: 1_000,
      })),
    )
    .returning({ id: contentItems.id });
  return rows.map((row) => row.id);
}

const list = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/posts/generated', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<{ posts: Post[] }>();
};

/** The same post through the single-post path the save and attach answers use. */
async function reference(id: string, token: string): Promise<Post> {
  const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
  const mediaOf = await createPostMediaRepository(t.database.db).mediaOf([id]);
  return toPost(row!, mediaOf.get(id) ?? [], token);
}

describe('GET /api/posts/generated (aggregated list)', () => {
  it('answers every status, single media and carousels exactly as the contract and the per-post path', async () => {
    const owner = await createUser(t.app);
    const userId = owner.login.user_id;
    const [photo, video, second, third] = await media(userId, [
      'image/jpeg',
      'video/mp4',
      'image/png',
      'image/webp',
    ]);
    const at = new Date('2030-01-20T09:30:00.123Z');
    const made = [
      await insertPost(t.database, { userId, plannedDate: '2030-01-20', plannedTime: '18:00' }),
      await insertPost(t.database, {
        userId,
        mediaIds: [photo!],
        platform: 'facebook',
        plannedDate: '2030-01-03',
      }),
      await insertPost(t.database, {
        userId,
        mediaIds: [video!, second!, third!],
        status: 'scheduled',
        validated: true,
        scheduledAt: at,
        publicationMethod: 'scheduled',
        modifiedAt: new Date('2030-01-02T10:00:00.456Z'),
        plannedDate: '2030-01-20',
        plannedTime: '09:00',
      }),
      await insertPost(t.database, { userId, mediaIds: [photo!], status: 'publishing', scheduledAt: at }),
      await insertPost(t.database, {
        userId,
        mediaIds: [second!],
        platform: 'linkedin',
        status: 'published',
        published: true,
        publishedAt: at,
        publicationMethod: 'immediate',
        externalUrl: 'https://www.linkedin.com/feed/update/1',
        monthKey: 'décembre_2029',
        plannedDate: '2029-12-31',
      }),
      await insertPost(t.database, {
        userId,
        mediaIds: [third!, photo!],
        status: 'failed',
        failureReason: 'unconfirmed',
        failureMessage: 'Publication à vérifier sur le réseau',
        hashtags: [],
        text: 'Guillemets " et barre \\ et retour\nà la ligne, émojis 🥐',
      }),
    ];
    const body = await list(owner.headers);

    expect(postsResponseSchema.parse(body)).toEqual(body); // no field missing, none extra
    expect(body.posts.map((post) => post.id).sort()).toEqual(made.map((post) => post.id).sort());
    const token = new URL(body.posts.find((post) => post.visual_url)!.visual_url!, 'http://x').searchParams;
    for (const listed of body.posts) {
      expect(listed).toEqual(await reference(listed.id, token.get('token')!));
    }
    const carousel = body.posts.find((post) => post.id === made[2]!.id)!;
    expect(carousel.media_ids).toEqual([video, second, third]);
    expect(carousel.media.map((medium) => medium.file_type)).toEqual([
      'video/mp4',
      'image/png',
      'image/webp',
    ]);
    expect(carousel).toMatchObject({ scheduled_at: '2030-01-20T09:30:00.123Z', scheduled_time: '09:00' });
    // By planned date then time: the published post of December first, the two of 20 January last.
    expect(body.posts.map((post) => post.date)).toEqual([...body.posts.map((post) => post.date)].sort());
    expect(body.posts.slice(-2).map((post) => post.time)).toEqual(['09:00', '18:00']);
  });

  it("never lists another user's posts nor their media", async () => {
    const [owner, other] = [await createUser(t.app), await createUser(t.app)];
    const [mine] = await media(owner.login.user_id, ['image/jpeg']);
    const own = await insertPost(t.database, { userId: owner.login.user_id, mediaIds: [mine!] });
    const [theirs] = await media(other.login.user_id, ['image/jpeg']);
    const foreign = await insertPost(t.database, { userId: other.login.user_id, mediaIds: [theirs!] });
    const body = await list(owner.headers);
    expect(body.posts.some((post) => post.id === foreign.id)).toBe(false);
    expect(JSON.stringify(body)).not.toContain(theirs);
    expect(body.posts.map((post) => post.id)).toEqual([own.id]);
    expect((await list(other.headers)).posts.map((post) => post.id)).toEqual([foreign.id]);
  });

  it('answers an empty list for an owner without posts', async () => {
    const newcomer = await createUser(t.app);
    expect(await list(newcomer.headers)).toEqual({ posts: [] });
  });
});
