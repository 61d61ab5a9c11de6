import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every change an administrator makes: who, what, when, and the values before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the administrator's own account is deleted later: the trail must outlive its author.
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt)],
);

/**
 * One row per generation run. The admin counters read these events rather than stored posts, because
 * regenerating a month deletes and rewrites its rows (docs/design/ARCHITECTURE.md §10).
 */
export const postGenerationEvents = pgTable(
  'post_generation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postCount: integer('post_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_generation_events_user_idx').on(table.userId),
    index('post_generation_events_created_idx').on(table.createdAt),
  ],
);

/**
 * Running totals kept beside the events so the dashboard never sums a million rows: per user (users list)
 * and per UTC hour (today / this month in any timezone with whole-hour offsets, as Europe/Paris).
 */
export const userGenerationTotals = pgTable('user_generation_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  posts: integer('posts').notNull().default(0),
});

export const hourlyGenerationTotals = pgTable('hourly_generation_totals', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  posts: integer('posts').notNull().default(0),
});

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
