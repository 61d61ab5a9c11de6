import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, postMedia, posts } from '../../db/schema/index';
import type { PostMediumRef } from './post-dto';

/** Ordered media of posts (a post's media belong to its owner: attach checks that). */
export function createPostMediaRepository(db: Database) {
  const group = (rows: { postId: string; id: string; mimeType: string }[]) => {
    const byPost = new Map<string, PostMediumRef[]>();
    for (const row of rows) {
      const list = byPost.get(row.postId) ?? [];
      list.push({ id: row.id, mimeType: row.mimeType });
      byPost.set(row.postId, list);
    }
    return byPost;
  };
  const columns = { postId: postMedia.postId, id: contentItems.id, mimeType: contentItems.mimeType };

  return {
    /** Media of every post of a user (the posts list), by post id in position order. */
    async mediaOfUser(userId: string): Promise<Map<string, PostMediumRef[]>> {
      const rows = await db
        .select(columns)
        .from(postMedia)
        .innerJoin(posts, eq(posts.id, postMedia.postId))
        .innerJoin(contentItems, eq(contentItems.id, postMedia.contentId))
        .where(eq(posts.userId, userId))
        .orderBy(asc(postMedia.postId), asc(postMedia.position));
      return group(rows);
    },

    /** Media of each post id, in position order. */
    async mediaOf(postIds: readonly string[]): Promise<Map<string, PostMediumRef[]>> {
      if (postIds.length === 0) return new Map<string, PostMediumRef[]>();
      const rows = await db
        .select(columns)
        .from(postMedia)
        .innerJoin(contentItems, eq(contentItems.id, postMedia.contentId))
        .where(inArray(postMedia.postId, [...postIds]))
        .orderBy(asc(postMedia.postId), asc(postMedia.position));
      return group(rows);
    },
  };
}
export type PostMediaRepository = ReturnType<typeof createPostMediaRepository>;
