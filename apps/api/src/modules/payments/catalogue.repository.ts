import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoCodes, subscriptionPlans, type PlanRow, type PromoCodeRow } from '../../db/schema/index';

/** Plans and promo codes: read by checkout, written by administrators (issue 9 builds on these). */
export function createCatalogueRepository(db: Database) {
  return {
    listPlans: (): Promise<PlanRow[]> =>
      db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder)),

    async findPlan(id: string): Promise<PlanRow | undefined> {
      const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
      return plan;
    },

    async updatePlan(id: string, changes: Partial<Omit<PlanRow, 'id' | 'updatedAt'>>) {
      const [plan] = await db
        .update(subscriptionPlans)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(subscriptionPlans.id, id))
        .returning();
      return plan;
    },

    async findPromoCode(code: string): Promise<PromoCodeRow | undefined> {
      const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
      return promo;
    },

    listPromoCodes: () => db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt)),

    async createPromoCode(input: typeof promoCodes.$inferInsert): Promise<PromoCodeRow | undefined> {
      const [created] = await db.insert(promoCodes).values(input).onConflictDoNothing().returning();
      return created;
    },

    async setPromoCodeActive(id: string, active: boolean) {
      const [promo] = await db.update(promoCodes).set({ active }).where(eq(promoCodes.id, id)).returning();
      return promo;
    },

    /**
     * One use more, in a single statement so concurrent payments can never push it past max_uses.
     * False when the code was used up meanwhile.
     */
    async recordPromoUse(id: string): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(
          and(
            eq(promoCodes.id, id),
            or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
          ),
        )
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
