import { sql } from 'drizzle-orm';
import type { NetworkId } from '@plume/contracts/networks';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One medium of a user's library (photo or video), stored under `storage_key` in the media store. */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    /** WebP thumbnail (or the video's poster frame); null when it could not be made. */
    thumbKey: text('thumb_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    title: text('title').notNull().default(''),
    context: text('context').notNull().default(''),
    source: text('source', { enum: ['upload', 'pixabay'] })
      .notNull()
      .default('upload'),
    uploadType: text('upload_type', { enum: ['single', 'batch', 'carousel', 'post_single'] })
      .notNull()
      .default('single'),
    carouselId: uuid('carousel_id'),
    commonTitle: text('common_title'),
    attributedMonth: text('attributed_month'),
    stockImageId: integer('stock_image_id'),
    attribution: text('attribution'),
    /** The networks of the registry it was used on (the spec's used_on_<network>): one list, so a new
     * network needs no column. */
    usedOn: text('used_on')
      .array()
      .$type<NetworkId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    usedInPosts: integer('used_in_posts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_items_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('content_items_user_month_idx').on(table.userId, table.attributedMonth, table.createdAt.desc()),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
export type NewContentItemRow = typeof contentItems.$inferInsert;

/** Stock-image API answers kept 24 h (the provider's terms require it); also counts requests for the rate limit. */
export const stockApiCache = pgTable(
  'stock_api_cache',
  {
    cacheKey: text('cache_key').primaryKey(),
    response: jsonb('response').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('stock_api_cache_requested_idx').on(table.requestedAt)],
);
