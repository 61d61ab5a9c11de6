import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per generation run of a month. The partial unique index lets only one run per user and month be
 * `running` at a time, so a double click (or two processes) cannot generate twice; `done`/`total` are the
 * progress the posts tab shows during a long LLM generation.
 */
export const postGenerations = pgTable(
  'post_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthKey: text('month_key').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    lastDayMode: boolean('last_day_mode').notNull().default(false),
    /** Posts of the run the offline writer wrote after the model's answer for them failed (0 offline). */
    offlinePosts: integer('offline_posts').notNull().default(0),
    /** The error code when the run failed (never a secret or a vendor message). */
    errorCode: text('error_code'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Moved on each progress step: a running row left untouched for minutes belongs to a crashed process. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('post_generations_one_running_idx')
      .on(table.userId, table.monthKey)
      .where(sql`${table.status} = 'running'`),
    index('post_generations_user_month_idx').on(table.userId, table.monthKey, table.startedAt.desc()),
  ],
);
export type PostGenerationRow = typeof postGenerations.$inferSelect;
