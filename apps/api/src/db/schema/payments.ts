import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Plans are data (seeded by a migration, editable by administrators). Money in integer cents. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceMonthlyCents: integer('price_monthly_cents').notNull(),
  priceYearlyCents: integer('price_yearly_cents').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  postsPerMonth: integer('posts_per_month').notNull(),
  networks: integer('networks').notNull(),
  librarySize: integer('library_size').notNull(),
  /** Optional Stripe Price ids; without them Checkout gets the price inline (price_data). */
  stripePriceMonthly: text('stripe_price_monthly'),
  stripePriceYearly: text('stripe_price_yearly'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-cased. */
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    /** Whole percent for 'percentage', cents for 'fixed'. */
    discountValue: integer('discount_value').notNull(),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promo_codes_code_unique').on(table.code)],
);

/** Our record of each checkout: who opened it (ownership of status polling) and what it was for. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    planId: text('plan_id').notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'yearly'] }).notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentStatus: text('payment_status', { enum: ['paid', 'unpaid', 'no_payment_required'] })
      .notNull()
      .default('unpaid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

/** The provider's customer and subscription of a user, and the plan being paid for. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    planId: text('plan_id').notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'yearly'] }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_accounts_customer_unique').on(table.customerId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the account is deleted: billing records are kept 10 years (privacy policy, accounting law),
     * detached from the person, with their amounts, dates and invoice ids.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    subscriptionPlan: text('subscription_plan').notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status').notNull(),
    /** The provider's invoice (or session) id: one payment is recorded once, whichever event brings it. */
    providerRef: text('provider_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_ref_unique').on(table.providerRef),
    index('payments_user_idx').on(table.userId),
    index('payments_created_at_idx').on(table.createdAt),
  ],
);

/** Webhook events already handled: Stripe retries, and a replay must change nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (table) => [uniqueIndex('referral_codes_code_unique').on(table.code)],
);

export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: uuid('referred_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'rewarded'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('referrals_referred_unique').on(table.referredId),
    index('referrals_referrer_idx').on(table.referrerId),
  ],
);

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type BillingPeriod = CheckoutSessionRow['billingPeriod'];
