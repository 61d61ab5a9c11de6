import type { ContentItemRow, PostRow } from '../../db/schema/index';
import { coalesce } from '../../lib/coalesce';
import type { MediaStorage } from '../../ports/storage.port';
import type { LibraryRepository } from '../library/library.repository';
import type { MediaTokens } from '../library/media-tokens';
import type { PostMediumRef } from '../posts/post-dto';
import type { PostMediaRepository } from '../posts/post-media.repository';
import type { PublishMedia } from '../../networks/network.port';

/**
 * A post's media as the networks receive them: in the post's order, each on a public URL signed with the
 * owner's short-lived media token (networks fetch media themselves), and readable for uploads. Posts loaded
 * at once (a publish job batch) share two statements: their media references, then the media rows.
 */
export function createPublishMediaLoader(deps: {
  postMedia: PostMediaRepository;
  library: Pick<LibraryRepository, 'findOwnedByEach'>;
  storage: Pick<MediaStorage, 'read'>;
  mediaTokens: MediaTokens;
  publicBaseUrl: string;
}) {
  const toMedia = (post: Pick<PostRow, 'userId'>, refs: PostMediumRef[], rows: ContentItemRow[]) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const token = encodeURIComponent(deps.mediaTokens.issue(post.userId));
    return refs.flatMap((ref): PublishMedia[] => {
      const row = byId.get(ref.id);
      if (!row) return [];
      return [
        {
          kind: row.mimeType.startsWith('video/') ? ('video' as const) : ('image' as const),
          mimeType: row.mimeType,
          publicUrl: `${deps.publicBaseUrl}/api/content/${row.id}/file?token=${token}`,
          read: async () => {
            const bytes = await deps.storage.read(row.storageKey);
            if (!bytes) throw new Error(`média ${row.id} absent du stockage`);
            return bytes;
          },
        },
      ];
    });
  };
  return coalesce(async (posts: Pick<PostRow, 'id' | 'userId'>[]): Promise<PublishMedia[][]> => {
    const refs = await deps.postMedia.mediaOf(posts.map((post) => post.id));
    const refsOf = (post: Pick<PostRow, 'id'>) => refs.get(post.id) ?? [];
    const rows = await deps.library.findOwnedByEach(
      posts.map((post) => ({ userId: post.userId, ids: refsOf(post).map((ref) => ref.id) })),
    );
    return posts.map((post, index) => toMedia(post, refsOf(post), rows[index] ?? []));
  });
}
export type PublishMediaLoader = ReturnType<typeof createPublishMediaLoader>;

/** The text sent to the network: the post's text, then its hashtags. */
export function publicationText(post: Pick<PostRow, 'text' | 'hashtags'>): string {
  return post.hashtags.length > 0 ? `${post.text}\n\n${post.hashtags.join(' ')}` : post.text;
}
