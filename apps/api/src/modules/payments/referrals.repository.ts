import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referralCodes, referrals, users } from '../../db/schema/index';

export function createReferralsRepository(db: Database) {
  return {
    async findCode(userId: string): Promise<string | undefined> {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
      return row?.code;
    },

    /** False when the code is taken by someone else (the caller draws another). */
    async insertCode(userId: string, code: string): Promise<boolean> {
      const rows = await db
        .insert(referralCodes)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      return rows.length > 0;
    },

    async findReferrerByCode(code: string): Promise<string | undefined> {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
      return row?.userId;
    },

    async insertReferral(referrerId: string, referredId: string): Promise<void> {
      await db.insert(referrals).values({ referrerId, referredId }).onConflictDoNothing();
    },

    /** Pending → rewarded once; returns the referrer to reward, or undefined when there is nothing to do. */
    async markRewarded(referredId: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(referrals)
        .set({ status: 'rewarded', rewardedAt: now })
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'pending')))
        .returning({ referrerId: referrals.referrerId });
      return row?.referrerId;
    },

    async summary(userId: string) {
      const [counts] = await db
        .select({
          invited: sql<number>`count(*)::int`,
          rewarded: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded')::int`,
        })
        .from(referrals)
        .where(eq(referrals.referrerId, userId));
      const [asReferred] = await db
        .select({ status: referrals.status })
        .from(referrals)
        .where(eq(referrals.referredId, userId))
        .limit(1);
      return {
        invited: counts?.invited ?? 0,
        rewarded: counts?.rewarded ?? 0,
        referredByRewarded: asReferred?.status === 'rewarded',
      };
    },

    /** For the administrators' list (issue 9). */
    list: () =>
      db
        .select({
          id: referrals.id,
          referrerId: referrals.referrerId,
          referrerEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${referrals.referrerId})`,
          referredId: referrals.referredId,
          referredEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${referrals.referredId})`,
          status: referrals.status,
          createdAt: referrals.createdAt,
          rewardedAt: referrals.rewardedAt,
        })
        .from(referrals)
        .orderBy(sql`${referrals.createdAt} desc`),
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
