import type { AdminPayment, AdminPlan, AdminUser, PromoCode } from '@plume/contracts/admin';
import type { PaymentRow, PlanRow, PromoCodeRow } from '../../db/schema/index';
import type { AdminRepository } from './admin.repository';

/** Integer cents → euros for the API (docs/design/ARCHITECTURE.md §10: money fields are in euros). */
export const euros = (cents: number) => Math.round(cents) / 100;
export const cents = (amount: number) => Math.round(amount * 100);

type UserListRow = Awaited<ReturnType<AdminRepository['listUsers']>>[number];

export const toAdminUser = (row: UserListRow): AdminUser => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  business_name: row.businessName ? row.businessName : null,
  subscription_status: row.subscriptionStatus,
  subscription_plan: row.subscriptionPlan,
  subscription_ends_at: row.subscriptionEndsAt?.toISOString() ?? null,
  total_posts_generated: Number(row.totalPostsGenerated),
  created_at: row.createdAt.toISOString(),
});

export const toAdminPlan = (plan: PlanRow): AdminPlan => ({
  id: plan.id,
  name: plan.name,
  price_monthly: euros(plan.priceMonthlyCents),
  price_yearly: euros(plan.priceYearlyCents),
  features: plan.features,
});

export const toPromoCode = (promo: PromoCodeRow): PromoCode => ({
  id: promo.id,
  code: promo.code,
  discount_type: promo.discountType,
  // Percentages are stored as whole percent, fixed amounts as cents.
  discount_value: promo.discountType === 'fixed' ? euros(promo.discountValue) : promo.discountValue,
  max_uses: promo.maxUses,
  expires_at: promo.expiresAt?.toISOString() ?? null,
  active: promo.active,
  used_count: promo.usedCount,
});

export const toAdminPayment = (payment: PaymentRow): AdminPayment => ({
  id: payment.id,
  user_id: payment.userId,
  amount: euros(payment.amountCents),
  subscription_plan: payment.subscriptionPlan,
  billing_period: payment.billingPeriod,
  status: payment.status,
  created_at: payment.createdAt.toISOString(),
});
