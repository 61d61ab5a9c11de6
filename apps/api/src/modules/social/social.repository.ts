import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ConnectablePlatform } from '@plume/contracts/social';
import type { Database } from '../../db/client';
import { inIds } from '../../db/id-array';
import { facebookPages, oauthStateUses, socialConnections } from '../../db/schema/index';

/** One account of a connection as stored: its token encrypted. */
export interface StoredAccount {
  pageId: string;
  name: string;
  accessTokenEncrypted: string;
}

/** An account's key in a batch read, as SQL builds it from a row too (`user_id::text || ':' || platform`). */
const accountKey = (account: { userId: string; platform: ConnectablePlatform }) =>
  `${account.userId}:${account.platform}`;

/** Every query is scoped by user_id, except the token-refresh job's scan, which works for all users. */
export function createSocialRepository(db: Database) {
  const byUser = (userId: string, platform: ConnectablePlatform) =>
    and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform));

  const find = async (userId: string, platform: ConnectablePlatform) => {
    const [row] = await db.select().from(socialConnections).where(byUser(userId, platform)).limit(1);
    return row;
  };

  return {
    find,

    /** The connections of these accounts, in one statement, in the order asked (undefined when missing). */
    async findMany(accounts: readonly { userId: string; platform: ConnectablePlatform }[]) {
      const userIds = [...new Set(accounts.map((account) => account.userId))];
      if (userIds.length === 0) return [];
      // The owners' ids find their rows by index; the (owner, network) pairs asked, one text[] parameter that
      // PostgreSQL hashes, keep only those rows (a batch would otherwise read every network of each owner).
      const pairs = `{${accounts.map(accountKey).join(',')}}`;
      const rows = await db
        .select()
        .from(socialConnections)
        .where(
          and(
            inIds(socialConnections.userId, userIds),
            sql`(${socialConnections.userId}::text || ':' || ${socialConnections.platform}) = any(${pairs}::text[])`,
          ),
        );
      const byAccount = new Map(rows.map((row) => [accountKey(row), row]));
      return accounts.map((account) => byAccount.get(accountKey(account)));
    },

    /** The user's connections, and for each the accounts the owner may choose from (in their order). */
    async listForUser(userId: string) {
      const rows = await db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
      const accounts = rows.length
        ? await db
            .select({
              connectionId: facebookPages.connectionId,
              id: facebookPages.pageId,
              name: facebookPages.name,
            })
            .from(facebookPages)
            .where(
              inArray(
                facebookPages.connectionId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(facebookPages.position))
        : [];
      const accountsOf = (connectionId: string) =>
        accounts
          .filter((account) => account.connectionId === connectionId)
          .map(({ id, name }) => ({ id, name }));
      return { rows, accountsOf };
    },

    /** Records a connection: the first account in use, every account kept for the owner's choice. */
    async saveConnection(input: {
      userId: string;
      platform: ConnectablePlatform;
      accounts: readonly StoredAccount[];
      tokenExpiresAt: Date | null;
      now: Date;
    }) {
      const [first] = input.accounts;
      if (!first) throw new Error('connexion sans compte');
      await db.transaction(async (tx) => {
        const values = {
          accountId: first.pageId,
          accountName: first.name,
          accessTokenEncrypted: first.accessTokenEncrypted,
          tokenExpiresAt: input.tokenExpiresAt,
          tokenRefreshedAt: input.now,
          status: 'active' as const,
          connectedAt: input.now,
        };
        const [connection] = await tx
          .insert(socialConnections)
          .values({ userId: input.userId, platform: input.platform, ...values })
          .onConflictDoUpdate({ target: [socialConnections.userId, socialConnections.platform], set: values })
          .returning({ id: socialConnections.id });
        if (!connection) throw new Error('connexion non enregistrée');
        await tx.delete(facebookPages).where(eq(facebookPages.connectionId, connection.id));
        await tx
          .insert(facebookPages)
          .values(
            input.accounts.map((page, position) => ({ connectionId: connection.id, position, ...page })),
          );
      });
    },

    /** Switches the account in use; undefined when the user has no such account on this network. */
    async selectAccount(userId: string, platform: ConnectablePlatform, accountId: string) {
      const connection = await find(userId, platform);
      if (!connection) return undefined;
      const [page] = await db
        .select()
        .from(facebookPages)
        .where(and(eq(facebookPages.connectionId, connection.id), eq(facebookPages.pageId, accountId)))
        .limit(1);
      if (!page) return undefined;
      await db
        .update(socialConnections)
        .set({
          accountId: page.pageId,
          accountName: page.name,
          accessTokenEncrypted: page.accessTokenEncrypted,
        })
        .where(eq(socialConnections.id, connection.id));
      return page;
    },

    async remove(userId: string, platform: ConnectablePlatform): Promise<boolean> {
      const deleted = await db
        .delete(socialConnections)
        .where(byUser(userId, platform))
        .returning({ id: socialConnections.id });
      return deleted.length > 0;
    },

    async markNeedsReconnect(userId: string, platform: ConnectablePlatform) {
      await db.update(socialConnections).set({ status: 'needs_reconnect' }).where(byUser(userId, platform));
    },

    async updateToken(input: { id: string; accessTokenEncrypted: string; tokenExpiresAt: Date; now: Date }) {
      await db
        .update(socialConnections)
        .set({
          accessTokenEncrypted: input.accessTokenEncrypted,
          tokenExpiresAt: input.tokenExpiresAt,
          tokenRefreshedAt: input.now,
        })
        .where(eq(socialConnections.id, input.id));
    },

    /** Active Instagram connections whose token expires before `expiringBefore` (token-refresh job). */
    async instagramTokensExpiringBefore(expiringBefore: Date) {
      return db
        .select()
        .from(socialConnections)
        .where(
          and(
            // eslint-disable-next-line no-restricted-syntax -- the token-refresh job renews Instagram's only
            eq(socialConnections.platform, 'instagram'),
            eq(socialConnections.status, 'active'),
            lt(socialConnections.tokenExpiresAt, expiringBefore),
          ),
        );
    },

    /** Records a state's nonce; false when it was already used (replay). */
    async consumeStateNonce(nonce: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(oauthStateUses)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: oauthStateUses.nonce });
      return inserted.length === 1;
    },

    /** Expired states can no longer be replayed: their nonces can go. */
    async purgeStateNonces(now: Date): Promise<number> {
      const deleted = await db
        .delete(oauthStateUses)
        .where(lt(oauthStateUses.expiresAt, now))
        .returning({ nonce: oauthStateUses.nonce });
      return deleted.length;
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
