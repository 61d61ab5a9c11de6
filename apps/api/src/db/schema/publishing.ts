import { NETWORK_IDS } from '@plume/contracts/networks';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts';

/**
 * One row per call to a network, written before the call (the idempotency key) and closed after it. A row
 * left open means the process died between "sent" and "recorded": the outcome is unknown, and the post is
 * resolved without posting again (ADR 0010).
 */
export const publishAttempts = pgTable(
  'publish_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The post's owner, copied for the quota index. No foreign key of its own: the post's already removes
     * the attempt with its owner, and a second one cost a lookup and a lock of the owner's row for every attempt
     * the engine opens (ADR 0011, amendment of 2026-11-30). */
    userId: uuid('user_id').notNull(),
    platform: text('platform', { enum: NETWORK_IDS }).notNull(),
    scheduleVersion: integer('schedule_version').notNull(),
    /** `${post id}:${schedule version}:${attempt number}`: one network call per key, ever. */
    idempotencyKey: text('idempotency_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** published | transient | permanent | unconfirmed, once finished; interrupted when its process stopped
     * renewing the lease and another one took the post over. */
    outcome: text('outcome', { enum: ['published', 'transient', 'permanent', 'unconfirmed', 'interrupted'] }),
    /** While open: the instant after which the process that opened it counts as dead. Renewed by its
     * heartbeat during the network call (ADR 0011, amendment on leases). */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    externalId: text('external_id'),
    errorMessage: text('error_message'),
  },
  (table) => [
    uniqueIndex('publish_attempts_key_unique').on(table.idempotencyKey),
    index('publish_attempts_post_idx').on(table.postId, table.scheduleVersion),
    index('publish_attempts_quota_idx').on(table.userId, table.platform, table.startedAt),
    index('publish_attempts_open_lease_idx')
      .on(table.leaseExpiresAt)
      .where(sql`${table.finishedAt} is null`),
  ],
);
export type PublishAttemptRow = typeof publishAttempts.$inferSelect;
