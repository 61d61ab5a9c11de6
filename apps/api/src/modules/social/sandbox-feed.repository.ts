import { and, desc, eq, gte } from 'drizzle-orm';
import type { ConnectablePlatform } from '@plume/contracts/social';
import type { Database } from '../../db/client';
import { sandboxMedia, sandboxPosts } from '../../db/schema/index';

/** The sandbox network's local feed, scoped by user. */
export function createSandboxFeedRepository(db: Database) {
  return {
    async insertPost(input: {
      userId: string;
      platform: ConnectablePlatform;
      accountId: string;
      accountName: string;
      text: string;
      media: { kind: 'image' | 'video'; mimeType: string; bytes: Buffer }[];
      publishedAt: Date;
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [post] = await tx
          .insert(sandboxPosts)
          .values({ ...input, media: [] })
          .returning({ id: sandboxPosts.id });
        if (!post) throw new Error('post de démonstration non enregistré');
        const stored = [];
        for (const item of input.media) {
          const [row] = await tx
            .insert(sandboxMedia)
            .values({ postId: post.id, userId: input.userId, mimeType: item.mimeType, bytes: item.bytes })
            .returning({ id: sandboxMedia.id });
          if (row) stored.push({ id: row.id, kind: item.kind, mimeType: item.mimeType });
        }
        await tx.update(sandboxPosts).set({ media: stored }).where(eq(sandboxPosts.id, post.id));
        return post.id;
      });
    },

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
