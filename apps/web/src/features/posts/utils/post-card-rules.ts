import type { Post } from '@plume/contracts/posts';

/** Text longer than this shows the 'Voir plus' hint (docs/spec/part-2-signed-in-application.md §9). */
export const PREVIEW_LENGTH = 200;
/** Hashtags shown on a card before '+N' (docs/spec/part-2-signed-in-application.md §9). */
export const CARD_HASHTAGS = 2;

export function textPreview(text: string) {
  return text.length > PREVIEW_LENGTH
    ? { text: `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…`, hasMore: true }
    : { text, hasMore: false };
}

export function cardHashtags(hashtags: string[]) {
  const rest = hashtags.length - CARD_HASHTAGS;
  return { shown: hashtags.slice(0, CARD_HASHTAGS), more: rest > 0 ? `+${rest}` : null };
}

/** docs/spec/part-2-signed-in-application.md §4.2: status needs_image, or no visual, is shown as 'image
 * required'. */
export const isImageRequired = (post: Post) => post.status === 'needs_image' || !post.visual_url;

/** Scheduled, publishing or published posts are no longer edited from the Posts tab. */
export const isReadOnly = (post: Post) =>
  post.validated || post.published || ['scheduled', 'publishing', 'published'].includes(post.status);

/** Which controls a card offers (docs/spec/part-2-signed-in-application.md §4.2, docs/design/ARCHITECTURE.md
 * §6). */
export function cardActions(post: Post) {
  const hasImage = !isImageRequired(post);
  const editableMedia = hasImage && !post.validated;
  return {
    opensAttachDialog: !hasImage,
    canChangeImage: editableMedia,
    canManageCarousel: editableMedia,
    canEditDate: editableMedia,
    canDelete: !post.validated && !post.published,
  };
}

/** A relative media path is loaded from the API host with a timestamp, so a replaced image is not served from
 * the browser cache (docs/spec/part-2-signed-in-application.md §7). Absolute addresses are left as they
 * are. */
export function withCacheBuster(url: string, timestamp: number) {
  if (!url.startsWith('/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${timestamp}`;
}
