import { NETWORK_IDS } from '@plume/contracts/networks';
import {
  customType,
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
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One connected account per user and network. Tokens are stored encrypted (AES-256-GCM, see
 * lib/encryption.ts); `status` turns to needs_reconnect when the network rejects the token (error 190).
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: NETWORK_IDS }).notNull(),
    /** Instagram: the professional account id. Facebook: the id of the Page in use. */
    accountId: text('account_id').notNull(),
    /** Instagram username or Facebook Page name. */
    accountName: text('account_name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenRefreshedAt: timestamp('token_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['active', 'needs_reconnect'] })
      .notNull()
      .default('active'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_connections_user_platform_unique').on(table.userId, table.platform),
    index('social_connections_expiry_idx').on(table.platform, table.tokenExpiresAt),
  ],
);

/** Every account of a connection (Facebook Pages, Instagram's account, the LinkedIn member and the organisations
 * they administer) with its own encrypted token; the connection uses one. The table keeps its first name. */
export const facebookPages = pgTable(
  'facebook_pages',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => socialConnections.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    name: text('name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.pageId] })],
);

/** OAuth states already presented: the primary key makes each signed state usable once. */
export const oauthStateUses = pgTable(
  'oauth_state_uses',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_state_uses_expires_idx').on(table.expiresAt)],
);

/** Media re-encoded for a network (e.g. JPEG for Instagram), served publicly through a signed URL. */
export const stagedMedia = pgTable(
  'staged_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staged_media_expires_idx').on(table.expiresAt)],
);

/** The sandbox network's feed: what a post would look like once published, with its media. */
export const sandboxPosts = pgTable(
  'sandbox_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: NETWORK_IDS }).notNull(),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    text: text('text').notNull(),
    media: jsonb('media').$type<{ id: string; kind: 'image' | 'video'; mimeType: string }[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_posts_user_idx').on(table.userId, table.publishedAt)],
);

export const sandboxMedia = pgTable('sandbox_media', {
  id: uuid('id').primaryKey().defaultRandom(),
  postId: uuid('post_id')
    .notNull()
    .references(() => sandboxPosts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

export type SocialConnectionRow = typeof socialConnections.$inferSelect;
