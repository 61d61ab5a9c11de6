import { usedOnFields, type ContentItem } from '@plume/contracts/library';
import type { ContentItemRow } from '../../db/schema/index';

/** The spec's content item; media URLs carry the owner's short-lived media token. */
export function toContentItem(row: ContentItemRow, mediaToken: string): ContentItem {
  const query = `?token=${encodeURIComponent(mediaToken)}`;
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    filename: row.filename,
    file_type: row.mimeType,
    url: `/api/content/${row.id}/file${query}`,
    thumb_url: `/api/content/${row.id}/thumb${query}`,
    title: row.title,
    context: row.context,
    source: row.source,
    upload_type: row.uploadType,
    carousel_id: row.carouselId,
    common_title: row.commonTitle,
    attributed_month: row.attributedMonth,
    size_bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    duration_seconds: row.durationMs === null ? null : Math.round(row.durationMs / 100) / 10,
    attribution: row.attribution,
    created_at: createdAt,
    uploaded_at: createdAt,
    ...usedOnFields(row.usedOn),
    used_in_posts: row.usedInPosts,
  };
}
