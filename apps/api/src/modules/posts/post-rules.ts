import { networkDescription } from '@plume/contracts/networks';
import { PLATFORM_TEXT_LIMITS, type PostPlatform } from '@plume/contracts/posts';
import type { PostRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';

/** Published posts are frozen; scheduled ones are changed only after being unscheduled
 * (docs/design/ARCHITECTURE.md §10). */
export function assertEditable(post: PostRow): void {
  if (post.published || post.status === 'published') throw new AppError('POST_PUBLISHED');
  if (post.validated || (post.status !== 'needs_image' && post.status !== 'draft')) {
    throw new AppError('POST_SCHEDULED');
  }
}

/** The caption as it is published: the text, a blank line, then the hashtags. */
export const captionLength = (text: string, hashtags: readonly string[]) =>
  text.length + (hashtags.length > 0 ? 2 + hashtags.join(' ').length : 0);

/** Platform rules on a saved post (issue 5: Instagram 2,200 characters and a hashtag cap; others 3,000). */
export function assertWithinPlatformRules(
  platform: PostPlatform,
  post: { text: string; hashtags: readonly string[] },
  instagramHashtagCap: number,
): void {
  const limit = PLATFORM_TEXT_LIMITS[platform];
  if (captionLength(post.text, post.hashtags) > limit) {
    throw new AppError('POST_CONTENT_INVALID', {
      detail: `text : le texte et ses hashtags dépassent les ${limit.toLocaleString('fr-FR')} caractères acceptés par ${networkDescription(platform).label}`,
    });
  }
  // eslint-disable-next-line no-restricted-syntax -- INSTAGRAM_HASHTAG_CAP (config.ts) is Instagram's own cap
  if (platform === 'instagram' && post.hashtags.length > instagramHashtagCap) {
    throw new AppError('POST_CONTENT_INVALID', {
      detail: `hashtags : Instagram accepte au plus ${instagramHashtagCap} hashtags par post`,
    });
  }
}
