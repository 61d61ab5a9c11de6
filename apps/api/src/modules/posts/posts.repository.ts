import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { NETWORK_IDS } from '@plume/contracts/networks';
import type { PostPlatform } from '@plume/contracts/posts';
import type { Database } from '../../db/client';
import {
  contentItems,
  postGenerations,
  postMedia,
  posts,
  type NewPostRow,
  type PostRow,
} from '../../db/schema/index';
import type { MonthMedium } from './media-assignment';
import { listPostsWithMedia } from './posts-list.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Posts a regeneration may replace: never validated, never published (docs/design/ARCHITECTURE.md §9). */
const replaceable = sql`${posts.validated} = false and ${posts.published} = false and ${posts.status} in ('needs_image', 'draft')`;

export type NewGeneratedPost = Omit<NewPostRow, 'userId' | 'monthKey'> & { mediaIds: string[] };

/** The media's list of networks with this one added (once). */
const withNetwork = (platform: PostPlatform) =>
  sql`case when ${platform}::text = any(${contentItems.usedOn}) then ${contentItems.usedOn}
    else array_append(${contentItems.usedOn}, ${platform}::text) end`;

/** Attaching media marks them used: once per post, and on the post's network (docs/design/ARCHITECTURE.md
 * §10). A month may reuse a photo on several posts of a network: each of them counts. */
async function markUsed(tx: Transaction, userId: string, ids: readonly string[], platform: PostPlatform) {
  const posts = new Map<string, number>();
  for (const id of ids) posts.set(id, (posts.get(id) ?? 0) + 1);
  const byCount = new Map<number, string[]>();
  for (const [id, count] of posts) byCount.set(count, [...(byCount.get(count) ?? []), id]);
  for (const [count, same] of byCount)
    await tx
      .update(contentItems)
      .set({ usedInPosts: sql`${contentItems.usedInPosts} + ${count}`, usedOn: withNetwork(platform) })
      .where(and(eq(contentItems.userId, userId), inArray(contentItems.id, same)));
}

async function insertMedia(tx: Transaction, links: { postId: string; ids: readonly string[] }[]) {
  const rows = links.flatMap(({ postId, ids }) =>
    ids.map((contentId, position) => ({ postId, contentId, position })),
  );
  if (rows.length > 0) await tx.insert(postMedia).values(rows);
}

/** The only SQL of posts; every query is scoped by the owner's id. */
export function createPostsRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(posts.userId, userId), eq(posts.id, id));

  return {
    /** Every post of the user with its ordered media, by planned date and time. */
    listWithMedia: (userId: string, monthKey?: string) => listPostsWithMedia(db, userId, monthKey),

    async findOwned(userId: string, id: string): Promise<PostRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(posts).where(owned(userId, id)).limit(1);
      return row;
    },

    /** Deletes the post only while it is neither validated nor published; false otherwise. */
    async deleteReplaceable(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(posts)
        .where(and(owned(userId, id), replaceable))
        .returning({ id: posts.id });
      return rows.length > 0;
    },

    async updateContent(
      userId: string,
      id: string,
      values: Pick<PostRow, 'title' | 'text' | 'hashtags' | 'modifiedAt'>,
    ): Promise<PostRow | undefined> {
      const [row] = await db
        .update(posts)
        .set({ ...values, updatedAt: values.modifiedAt ?? sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /** Replaces the post's media in order; a post that needed an image becomes a draft. */
    async setMedia(userId: string, post: PostRow, ids: readonly string[], now: Date): Promise<PostRow> {
      return db.transaction(async (tx) => {
        const before = await tx
          .delete(postMedia)
          .where(eq(postMedia.postId, post.id))
          .returning({ contentId: postMedia.contentId });
        await insertMedia(tx, [{ postId: post.id, ids }]);
        const previous = new Set(before.map((row) => row.contentId));
        await markUsed(
          tx,
          userId,
          ids.filter((id) => !previous.has(id)),
          post.platform,
        );
        const [row] = await tx
          .update(posts)
          .set({
            status: sql`case when ${posts.status} = 'needs_image' then 'draft' else ${posts.status} end`,
            updatedAt: now,
          })
          .where(owned(userId, post.id))
          .returning();
        if (!row) throw new Error('post disparu pendant l’ajout du média');
        return row;
      });
    },

    /** The month's library media, for the writer's facts and the automatic attachment. */
    async monthMedia(userId: string, monthKey: string) {
      return db
        .select({
          id: contentItems.id,
          mimeType: contentItems.mimeType,
          durationMs: contentItems.durationMs,
          carouselId: contentItems.carouselId,
          usedInPosts: contentItems.usedInPosts,
          createdAt: contentItems.createdAt,
          title: contentItems.title,
          context: contentItems.context,
        })
        .from(contentItems)
        .where(and(eq(contentItems.userId, userId), eq(contentItems.attributedMonth, monthKey)))
        .orderBy(asc(contentItems.createdAt)) satisfies Promise<
        (MonthMedium & { title: string; context: string })[]
      >;
    },

    /**
     * One transaction: the month's replaceable posts are deleted, the new ones inserted with their media,
     * the media marked used and the run closed — a failure leaves the month as it was.
     */
    async replaceMonth(input: {
      userId: string;
      monthKey: string;
      runId: string;
      posts: readonly NewGeneratedPost[];
      now: Date;
      /** Posts the offline writer wrote after the model's answer failed (stored on the run). */
      offlinePosts?: number;
    }): Promise<{ inserted: PostRow[]; replaced: number }> {
      const { userId, monthKey, runId, now } = input;
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(posts)
          .where(and(eq(posts.userId, userId), eq(posts.monthKey, monthKey), replaceable))
          .returning({ id: posts.id });
        // Ids are chosen here so media rows can be linked without relying on the order RETURNING gives.
        const planned = input.posts.map((post) => ({ ...post, id: randomUUID() }));
        const inserted =
          planned.length === 0
            ? []
            : await tx
                .insert(posts)
                .values(planned.map(({ mediaIds: _, ...values }) => ({ ...values, userId, monthKey })))
                .returning();
        await insertMedia(
          tx,
          planned.map((post) => ({ postId: post.id, ids: post.mediaIds })),
        );
        for (const platform of NETWORK_IDS) {
          const ids = planned.filter((post) => post.platform === platform).flatMap((post) => post.mediaIds);
          await markUsed(tx, userId, ids, platform);
        }
        await tx
          .update(postGenerations)
          .set({
            status: 'done',
            done: inserted.length,
            offlinePosts: input.offlinePosts ?? 0,
            finishedAt: now,
            updatedAt: now,
          })
          .where(and(eq(postGenerations.id, runId), eq(postGenerations.userId, userId)));
        return { inserted, replaced: removed.length };
      });
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
