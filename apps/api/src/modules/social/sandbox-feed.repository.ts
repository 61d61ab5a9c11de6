import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ConnectablePlatform } from '@plume/contracts/social';
import type { Database } from '../../db/client';
import { sandboxMedia, sandboxPosts } from '../../db/schema/index';
import { coalesce } from '../../lib/coalesce';
import type { SandboxFeedPost as FeedInput } from '../../networks/sandbox/twin';

/** The sandbox network's local feed, scoped by user. */
export function createSandboxFeedRepository(db: Database) {
  /** Posts "published" together (a publish job batch) go in at once: their rows, then their media, in one
   * transaction of two statements instead of a transaction of two or three statements per post. Ids are chosen
   * here, so each caller gets its own without relying on the order of a multi-row insert. */
  async function insertMany(inputs: FeedInput[]): Promise<string[]> {
    const rows = inputs.map((input) => ({
      id: randomUUID(),
      input,
      media: input.media.map((item) => ({ id: randomUUID(), ...item })),
    }));
    // The posts travel as one JSON parameter, not eight parameters per post that the query builder would
    // prepare one by one for a batch of 200.
    const posts = JSON.stringify(
      rows.map(({ id, input, media }) => ({
        id,
        user_id: input.userId,
        platform: input.platform,
        account_id: input.accountId,
        account_name: input.accountName,
        text: input.text,
        media: media.map(({ id: mediumId, kind, mimeType }) => ({ id: mediumId, kind, mimeType })),
        published_at: input.publishedAt.toISOString(),
      })),
    );
    const media = rows.flatMap(({ id, input, media: items }) =>
      items.map((item) => ({
        id: item.id,
        postId: id,
        userId: input.userId,
        mimeType: item.mimeType,
        bytes: item.bytes,
      })),
    );
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into sandbox_posts
          (id, user_id, platform, account_id, account_name, text, media, published_at)
        select id, user_id, platform, account_id, account_name, text, media, published_at
        from json_to_recordset(${posts}::json) as p(id uuid, user_id uuid, platform text, account_id text,
          account_name text, text text, media jsonb, published_at timestamptz)`);
      if (media.length > 0) await tx.insert(sandboxMedia).values(media);
    });
    return rows.map((row) => row.id);
  }

  return {
    insertPost: coalesce(insertMany, { maxBatch: 200 }),

    async listPosts(userId: string, limit = 50) {
      return db
        .select()
        .from(sandboxPosts)
        .where(eq(sandboxPosts.userId, userId))
        .orderBy(desc(sandboxPosts.publishedAt))
        .limit(limit);
    },

    /** One account's posts published since `since`, newest first (the publishing engine's existence check). */
    async recentOf(input: { userId: string; platform: ConnectablePlatform; accountId: string; since: Date }) {
      return db
        .select({ id: sandboxPosts.id, text: sandboxPosts.text, publishedAt: sandboxPosts.publishedAt })
        .from(sandboxPosts)
        .where(
          and(
            eq(sandboxPosts.userId, input.userId),
            eq(sandboxPosts.platform, input.platform),
            eq(sandboxPosts.accountId, input.accountId),
            gte(sandboxPosts.publishedAt, input.since),
          ),
        )
        .orderBy(desc(sandboxPosts.publishedAt))
        .limit(100);
    },

    async findMedia(userId: string, id: string) {
      const [row] = await db
        .select({ mimeType: sandboxMedia.mimeType, bytes: sandboxMedia.bytes })
        .from(sandboxMedia)
        .where(and(eq(sandboxMedia.id, id), eq(sandboxMedia.userId, userId)))
        .limit(1);
      return row;
    },
  };
}

export type SandboxFeedRepository = ReturnType<typeof createSandboxFeedRepository>;
