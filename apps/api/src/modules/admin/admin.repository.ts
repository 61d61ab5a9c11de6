import { and, asc, desc, eq, ilike, inArray, notLike, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { DEMO_ID_PATTERN } from '../payments/demo-checkout.service';
import {
  adminAuditLog,
  businessProfiles,
  contentItems,
  hourlyGenerationTotals,
  payments,
  postGenerationEvents,
  userGenerationTotals,
  users,
} from '../../db/schema/index';

type Status = 'trial' | 'active' | 'expired' | 'cancelled';

export interface UserListOptions {
  search?: string | undefined;
  status?: Status | undefined;
  limit: number;
  offset: number;
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users, their generation counters, deletion and the audit trail, for administrators only. */
export function createAdminRepository(db: Database) {
  /**
   * Ids of the users whose e-mail, names or business name contain the text. Two selects joined by UNION rather
   * than one OR across the join: each side is answered by its trigram index (migration 0009_admin-search).
   */
  const matchingUserIds = (search: string) => {
    const pattern = likePattern(search);
    const ofUser = db
      .select({ id: users.id })
      .from(users)
      .where(
        or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)),
      );
    const ofBusiness = db
      .select({ id: businessProfiles.userId })
      .from(businessProfiles)
      .where(ilike(businessProfiles.businessName, pattern));
    return union(ofUser, ofBusiness);
  };

  return {
    listUsers({ search, status, limit, offset }: UserListOptions) {
      const filters: SQL[] = [];
      if (status) filters.push(eq(users.subscriptionStatus, status));
      if (search) filters.push(inArray(users.id, matchingUserIds(search)));
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: businessProfiles.businessName,
          subscriptionStatus: users.subscriptionStatus,
          subscriptionPlan: users.subscriptionPlan,
          subscriptionEndsAt: users.subscriptionEndsAt,
          createdAt: users.createdAt,
          totalPostsGenerated: sql<number>`coalesce(${userGenerationTotals.posts}, 0)`,
        })
        .from(users)
        .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
        .leftJoin(userGenerationTotals, eq(userGenerationTotals.userId, users.id))
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset);
    },

    async findUser(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          subscriptionStatus: users.subscriptionStatus,
          subscriptionPlan: users.subscriptionPlan,
          subscriptionEndsAt: users.subscriptionEndsAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** The media store keys of a user's library, to remove the files once the rows are gone. */
    async mediaKeys(userId: string): Promise<string[]> {
      const rows = await db
        .select({ storageKey: contentItems.storageKey, thumbKey: contentItems.thumbKey })
        .from(contentItems)
        .where(eq(contentItems.userId, userId));
      return rows.flatMap((row) => (row.thumbKey ? [row.storageKey, row.thumbKey] : [row.storageKey]));
    },

    /** User data goes by ON DELETE CASCADE; payments are kept (SET NULL) as billing records. */
    async deleteUser(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    async audit(entry: typeof adminAuditLog.$inferInsert): Promise<void> {
      await db.insert(adminAuditLog).values(entry);
    },

    listAudit: (limit: number) =>
      db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit),

    /** Succeeded real payments of the current month, per day in the administrator's timezone. */
    async revenueByDay(now: Date, timeZone: string) {
      const nowIso = now.toISOString();
      const day = sql<string>`to_char(${payments.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return (
        db
          .select({
            date: day,
            cents: sql<number>`sum(${payments.amountCents})::int`,
            count: sql<number>`count(*)::int`,
          })
          .from(payments)
          .where(
            and(
              eq(payments.status, 'succeeded'),
              // Demonstration payments (ids in_demo_…, cs_demo_…) are never revenue.
              notLike(payments.providerRef, DEMO_ID_PATTERN),
              sql`${payments.createdAt} >= (date_trunc('month', ${nowIso}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`,
              sql`${payments.createdAt} <= ${nowIso}::timestamptz`,
            ),
          )
          // By position: the timezone is a bound parameter, so the expression itself would not match.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /** For the posts area: record one generation run (the admin counters read these events). */
    async recordGeneration(userId: string, postCount: number, at: Date): Promise<void> {
      const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
      await db.transaction(async (tx) => {
        await tx.insert(postGenerationEvents).values({ userId, postCount, createdAt: at });
        await tx
          .insert(userGenerationTotals)
          .values({ userId, posts: postCount })
          .onConflictDoUpdate({
            target: userGenerationTotals.userId,
            set: { posts: sql`${userGenerationTotals.posts} + ${postCount}` },
          });
        await tx
          .insert(hourlyGenerationTotals)
          .values({ hour, posts: postCount })
          .onConflictDoUpdate({
            target: hourlyGenerationTotals.hour,
            set: { posts: sql`${hourlyGenerationTotals.posts} + ${postCount}` },
          });
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
