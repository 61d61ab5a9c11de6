import { NETWORK_IDS } from '@plume/contracts/networks';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contentItems } from './library';
import { users } from './users';

/**
 * A social-media post (docs/spec/part-2-signed-in-application.md §3 Post; lifecycle in
 * docs/design/ARCHITECTURE.md §6).
 * `status`: needs_image → draft → scheduled → publishing → published | failed.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: NETWORK_IDS }).notNull().default('instagram'),
    title: text('title').notNull(),
    text: text('text').notNull(),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    status: text('status', {
      enum: ['needs_image', 'draft', 'scheduled', 'publishing', 'published', 'failed'],
    })
      .notNull()
      .default('needs_image'),
    /** unconfirmed ('À vérifier'), missed ('Manqué'), permanent, retries_exhausted. */
    failureReason: text('failure_reason', {
      enum: ['unconfirmed', 'missed', 'permanent', 'retries_exhausted'],
    }),
    /** The French reason shown to the owner. */
    failureMessage: text('failure_message'),
    validated: boolean('validated').notNull().default(false),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Month key (janvier_2025) the post belongs to. */
    monthKey: text('month_key').notNull(),
    /** Local date (YYYY-MM-DD) and time (HH:MM) proposed by the generation, in the owner's timezone. */
    plannedDate: text('planned_date').notNull(),
    plannedTime: text('planned_time').notNull(),
    /** UTC instant of the scheduled publication (set when scheduled). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Incremented on every schedule, move or unschedule: the publish job key is `${id}:${scheduleVersion}`. */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    /** Job engine id of the live publish job, if any. */
    publishJobId: text('publish_job_id'),
    publicationMethod: text('publication_method', { enum: ['immediate', 'scheduled'] }),
    /** Id and link of the post on the network once published. */
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    /** Run that created the post (all posts of one generation share it). */
    generationId: uuid('generation_id'),
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('posts_user_month_idx').on(table.userId, table.monthKey, table.plannedDate),
    index('posts_user_scheduled_idx').on(table.userId, table.scheduledAt),
    // The calendar month: scheduled, publishing and failed posts by planned date, published ones by the
    // instant they went out (two ranges of one owner, combined by a bitmap OR).
    index('posts_user_planned_idx').on(table.userId, table.plannedDate),
    index('posts_user_published_idx').on(table.userId, table.publishedAt),
    index('posts_due_idx')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'scheduled'`),
  ],
);
export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/** Ordered media of a post (several = carousel). Deleting a medium removes it from its posts. */
export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.contentId] }),
    uniqueIndex('post_media_position_idx').on(table.postId, table.position),
    index('post_media_content_idx').on(table.contentId),
  ],
);
export type PostMediaRow = typeof postMedia.$inferSelect;

/**
 * A counter per owner, raised by triggers on posts and post_media (migration 0013) whenever anything the posts
 * list shows changes, from any process or code path. The list's serialised answer is cached per owner and
 * counter value (ADR 0014).
 */
export const postListVersions = pgTable('post_list_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * Two more counters per owner, raised by triggers (migration 0022) on every change of the library
 * (content_items) and of the notes. On PostgreSQL the account check reads them with the posts list counter, and
 * the library pages and the notes list are kept per counter value (lib/owner-reads.ts, ADR 0014).
 */
export const ownerReadVersions = pgTable('owner_read_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  libraryVersion: bigint('library_version', { mode: 'number' }).notNull().default(1),
  notesVersion: bigint('notes_version', { mode: 'number' }).notNull().default(1),
});
