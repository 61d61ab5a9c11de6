import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, postMedia } from '../../db/schema/index';
import type { PostMediumRef } from './post-dto';

/** Ordered media of posts (a post's media belong to its owner: attach checks that). */
export function createPostMediaRepository(db: Database) {
  return {
    /** Media of each post id, in position order. */
    async mediaOf(postIds: readonly string[]): Promise<Map<string, PostMediumRef[]>> {
      const byPost = new Map<string, PostMediumRef[]>();
      if (postIds.length === 0) return byPost;
      const rows = await db
        .select({ postId: postMedia.postId, id: contentItems.id, mimeType: contentItems.mimeType })
        .from(postMedia)
        .innerJoin(contentItems, eq(contentItems.id, postMedia.contentId))
        .where(inArray(postMedia.postId, [...postIds]))
        .orderBy(asc(postMedia.postId), asc(postMedia.position));
      for (const row of rows) {
        const list = byPost.get(row.postId) ?? [];
        list.push({ id: row.id, mimeType: row.mimeType });
        byPost.set(row.postId, list);
      }
      return byPost;
    },
  };
}
export type PostMediaRepository = ReturnType<typeof createPostMediaRepository>;
