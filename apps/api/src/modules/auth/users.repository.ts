import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessProfiles, users, type UserRow } from '../../db/schema/index';

export interface UserWithBusiness extends UserRow {
  businessName: string;
  logoVersion: number | null;
}

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
  const existsQuery = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('plume_user_exists');

  return {
    async findByEmail(email: string): Promise<UserWithBusiness | undefined> {
      const [row] = await selectWithBusiness().where(eq(users.email, email)).limit(1);
      return row && { ...row.user, businessName: row.businessName, logoVersion: row.logoVersion };
    },

    async findById(id: string): Promise<UserWithBusiness | undefined> {
      const [row] = await selectWithBusiness().where(eq(users.id, id)).limit(1);
      return row && { ...row.user, businessName: row.businessName, logoVersion: row.logoVersion };
    },

    /** One primary-key probe: whether the account still exists (checked on every authenticated request). */
    async exists(id: string): Promise<boolean> {
      return (await existsQuery.execute({ id })).length > 0;
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
