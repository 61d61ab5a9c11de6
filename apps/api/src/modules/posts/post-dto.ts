import type { Post } from '@plume/contracts/posts';
import type { PostRow } from '../../db/schema/index';
import { stockSearchSuggestion } from './image-suggestion';

/** A medium attached to a post, in order (first = visual). */
export interface PostMediumRef {
  id: string;
  mimeType: string;
}

/** The columns a post's DTO reads (the list selects only these). */
export type PostSource = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'text'
  | 'hashtags'
  | 'platform'
  | 'status'
  | 'failureReason'
  | 'failureMessage'
  | 'validated'
  | 'published'
  | 'publishedAt'
  | 'scheduledAt'
  | 'monthKey'
  | 'plannedDate'
  | 'plannedTime'
  | 'modifiedAt'
  | 'publicationMethod'
  | 'externalUrl'
  | 'createdAt'
>;

/** The spec's post (part 2 §3); media URLs carry the owner's short-lived media token, never the access token. */
export function toPost(row: PostSource, media: readonly PostMediumRef[], mediaToken: string): Post {
  const query = `?token=${encodeURIComponent(mediaToken)}`;
  const mediaDtos = media.map((medium) => ({
    id: medium.id,
    file_type: medium.mimeType,
    url: `/api/content/${medium.id}/file${query}`,
    thumb_url: `/api/content/${medium.id}/thumb${query}`,
  }));
  const first = mediaDtos[0];
  const scheduled = row.scheduledAt !== null && (row.status === 'scheduled' || row.validated);
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    hashtags: row.hashtags,
    platform: row.platform,
    status: row.status,
    failure_reason: row.failureReason,
    failure_message: row.failureMessage,
    validated: row.validated,
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    scheduled_date: scheduled ? row.plannedDate : null,
    scheduled_time: scheduled ? row.plannedTime : null,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    visual_url: first?.url ?? null,
    thumb_url: first?.thumb_url ?? null,
    media_ids: mediaDtos.map((medium) => medium.id),
    ...imageSuggestion(row, mediaDtos.length),
    media: mediaDtos,
    month_key: row.monthKey,
    attributed_month: row.monthKey,
    target_month: row.monthKey,
    date: row.plannedDate,
    time: row.plannedTime,
    modified_at: row.modifiedAt?.toISOString() ?? null,
    publication_method: row.publicationMethod,
    external_url: row.externalUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** A post without any medium gets a stock-image search naming its subject (« Image requise » cards). */
function imageSuggestion(row: PostSource, mediaCount: number): { image_suggestion?: string } {
  if (mediaCount > 0) return {};
  const suggestion = stockSearchSuggestion(row.title, row.text);
  return suggestion ? { image_suggestion: suggestion } : {};
}
