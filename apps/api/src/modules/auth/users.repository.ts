import { DEFAULT_TIME_ZONE } from '@plume/contracts/zoned-time';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coalesce } from '../../lib/coalesce';
import {
  businessProfiles,
  ownerReadVersions,
  postListVersions,
  users,
  type UserRow,
} from '../../db/schema/index';

export interface UserWithBusiness extends UserRow {
  businessName: string;
  logoVersion: number | null;
}

/** What an account's reads are tagged with, read by the account check itself. */
export interface AccountStamp {
  timeZone: string;
  /** The posts list counter (0 before the first post), raised by triggers on every change of the list. */
  postsListVersion: number;
  /** The library's and the notes' counters (0 before their first change), raised the same way. */
  libraryVersion: number;
  notesVersion: number;
}

/** The stamp of an account gone meanwhile: the defaults its reads had before its first post. */
export const NO_ACCOUNT_STAMP: AccountStamp = {
  timeZone: DEFAULT_TIME_ZONE,
  postsListVersion: 0,
  libraryVersion: 0,
  notesVersion: 0,
};

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isAdmin?: boolean;
  subscriptionEndsAt: Date | null;
}

export function createUsersRepository(db: Database) {
  const selectWithBusiness = () =>
    db
      .select({
        user: users,
        businessName: sql<string>`coalesce(${businessProfiles.businessName}, '')`,
        logoVersion: businessProfiles.logoVersion,
      })
      .from(users)
      .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id));

  // Built once and prepared once per connection: PostgreSQL parses and plans it a single time.
  const stampsQuery = db
    .select({
      id: users.id,
      timeZone: users.timezone,
      postsListVersion: postListVersions.version,
      libraryVersion: ownerReadVersions.libraryVersion,
      notesVersion: ownerReadVersions.notesVersion,
    })
    .from(users)
    .leftJoin(postListVersions, eq(postListVersions.userId, users.id))
    .leftJoin(ownerReadVersions, eq(ownerReadVersions.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('plume_account_stamps');
  // The account checks asked for during one turn of the event loop share one statement (every request under
  // load makes one): each is still read after its request arrived, so a deletion committed before is seen.
  const stampsOf = coalesce(async (ids: string[]) => {
    const rows = await stampsQuery.execute({ ids: [...new Set(ids)] });
    const found = new Map(
      rows.map((row): [string, AccountStamp] => [
        row.id,
        {
          timeZone: row.timeZone,
          postsListVersion: row.postsListVersion ?? 0,
          libraryVersion: row.libraryVersion ?? 0,
          notesVersion: row.notesVersion ?? 0,
        },
      ]),
    );
    return ids.map((id) => found.get(id));
  });

  return {
    async findByEmail(email: string): Promise<UserWithBusiness | undefined> {
      const [row] = await selectWithBusiness().where(eq(users.email, email)).limit(1);
      return row && { ...row.user, businessName: row.businessName, logoVersion: row.logoVersion };
    },

    async findById(id: string): Promise<UserWithBusiness | undefined> {
      const [row] = await selectWithBusiness().where(eq(users.id, id)).limit(1);
      return row && { ...row.user, businessName: row.businessName, logoVersion: row.logoVersion };
    },

    /**
     * A primary-key probe, made on every authenticated request that cannot trust the account (one statement for
     * the checks of one event-loop turn): undefined when the account no longer exists, else what the owner's
     * reads are tagged with, as of now (its time zone and its lists' counters), so that a cached list needs no
     * second statement.
     */
    stamp(id: string): Promise<AccountStamp | undefined> {
      return stampsOf(id);
    },

    /** Creates the user and an empty business profile together; undefined when the e-mail is taken. */
    async create(input: NewUser): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...input, subscriptionStatus: 'trial' })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!created) return undefined;
        await tx.insert(businessProfiles).values({ userId: created.id });
        return created;
      });
    },

    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.isAdmin, true));
      return row?.count ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
