import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingAccounts,
  checkoutSessions,
  payments,
  users,
  webhookEvents,
  type BillingPeriod,
  type CheckoutSessionRow,
} from '../../db/schema/index';

export interface SubscriptionChange {
  status: 'trial' | 'active' | 'expired' | 'cancelled';
  plan?: string | null;
  endsAt?: Date | null;
}

/** Checkout records, payments, provider accounts, webhook events and the subscription fields of users. */
export function createBillingRepository(db: Database) {
  return {
    async insertSession(input: typeof checkoutSessions.$inferInsert): Promise<void> {
      await db.insert(checkoutSessions).values(input);
    },

    async findSession(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
      return row;
    },

    async findOwnSession(id: string, userId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
        .limit(1);
      return row;
    },

    /** open → complete exactly once, whichever of the webhook and the status poll gets there first. */
    async completeSession(
      id: string,
      now: Date,
      paymentStatus: 'paid' | 'no_payment_required' = 'paid',
    ): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .update(checkoutSessions)
        .set({ status: 'complete', paymentStatus, completedAt: now })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning();
      return row;
    },

    async expireSession(id: string): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },

    async findAccountByUser(userId: string) {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId))
        .limit(1);
      return row;
    },

    async findAccountByCustomer(customerId: string) {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.customerId, customerId))
        .limit(1);
      return row;
    },

    async upsertAccount(input: {
      userId: string;
      customerId: string;
      subscriptionId: string | null;
      planId: string;
      billingPeriod: BillingPeriod;
    }): Promise<void> {
      const values = { ...input, cancelAtPeriodEnd: false, updatedAt: new Date() };
      await db
        .insert(billingAccounts)
        .values(values)
        .onConflictDoUpdate({ target: billingAccounts.userId, set: values });
    },

    async setCancelAtPeriodEnd(userId: string, cancelAtPeriodEnd: boolean): Promise<void> {
      await db
        .update(billingAccounts)
        .set({ cancelAtPeriodEnd, updatedAt: new Date() })
        .where(eq(billingAccounts.userId, userId));
    },

    /** Records a payment once per provider reference; false when it was already recorded. */
    async recordPayment(input: typeof payments.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(payments)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async countSucceededPayments(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')));
      return row?.count ?? 0;
    },

    /** Newest first, for the administrators' tables (issue 9). */
    listPayments: (limit: number) =>
      db.select().from(payments).orderBy(desc(payments.createdAt)).limit(limit),

    /** False when the event was handled before (Stripe retries and replays). */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },

    async setSubscription(userId: string, change: SubscriptionChange): Promise<void> {
      await db
        .update(users)
        .set({
          subscriptionStatus: change.status,
          ...(change.plan !== undefined && { subscriptionPlan: change.plan }),
          ...(change.endsAt !== undefined && { subscriptionEndsAt: change.endsAt }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** Trials whose plan was chosen (a provider subscription, not stopped) and whose end has passed. */
    listTrialsDue(now: Date) {
      return db
        .select({
          userId: users.id,
          endsAt: users.subscriptionEndsAt,
          customerId: billingAccounts.customerId,
          subscriptionId: billingAccounts.subscriptionId,
          planId: billingAccounts.planId,
          billingPeriod: billingAccounts.billingPeriod,
        })
        .from(users)
        .innerJoin(billingAccounts, eq(billingAccounts.userId, users.id))
        .where(
          and(
            eq(users.subscriptionStatus, 'trial'),
            isNotNull(billingAccounts.subscriptionId),
            eq(billingAccounts.cancelAtPeriodEnd, false),
            lt(users.subscriptionEndsAt, now),
          ),
        );
    },

    /** The user's last completed checkout: what the first charge after a kept trial is for. */
    async findLastCompletedSession(userId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'complete')))
        .orderBy(desc(checkoutSessions.completedAt))
        .limit(1);
      return row;
    },

    async findSubscription(userId: string) {
      const [row] = await db
        .select({
          status: users.subscriptionStatus,
          plan: users.subscriptionPlan,
          endsAt: users.subscriptionEndsAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /**
     * Trials and subscriptions whose end has passed: expired, or cancelled when the customer had asked to
     * stop at the end of the period (a plan chosen during the trial, then stopped before its first charge). A trial without an end date (set by an administrator) never lapses.
     */
    async expireLapsed(now: Date): Promise<string[]> {
      const lapsed = and(
        inArray(users.subscriptionStatus, ['trial', 'active']),
        isNotNull(users.subscriptionEndsAt),
        lt(users.subscriptionEndsAt, now),
      );
      const rows = await db
        .update(users)
        .set({
          subscriptionStatus: sql`case when exists (
            select 1 from ${billingAccounts} where ${billingAccounts.userId} = ${users.id}
            and ${billingAccounts.cancelAtPeriodEnd}) then 'cancelled' else 'expired' end`,
          updatedAt: now,
        })
        .where(lapsed)
        .returning({ id: users.id });
      return rows.map((row) => row.id);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
