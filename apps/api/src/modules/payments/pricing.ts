import type { PlanRow, PromoCodeRow } from '../../db/schema/index';
import type { BillingPeriod } from '../../ports/payments.port';
import { addMonths } from '../../lib/time';

export const centsToEuros = (cents: number) => Math.round(cents) / 100;

export function planPriceCents(plan: PlanRow, period: BillingPeriod): number {
  return period === 'yearly' ? plan.priceYearlyCents : plan.priceMonthlyCents;
}

/** A promo code applies only when active, not expired and under its maximum number of uses. */
export function isPromoCodeUsable(promo: PromoCodeRow, now: Date): boolean {
  if (!promo.active) return false;
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return false;
  return promo.maxUses === null || promo.usedCount < promo.maxUses;
}

/** The discount on the first payment, in cents, never more than the price. */
export function discountCents(
  priceCents: number,
  promo: Pick<PromoCodeRow, 'discountType' | 'discountValue'>,
) {
  const raw =
    promo.discountType === 'percentage'
      ? Math.round((priceCents * Math.min(promo.discountValue, 100)) / 100)
      : promo.discountValue;
  return Math.max(0, Math.min(raw, priceCents));
}

/** End of a paid period starting at `from`: one calendar month or one year. */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  return addMonths(from, period === 'yearly' ? 12 : 1);
}

/** Stripe refuses a trial end closer than 48 hours (Checkout's `subscription_data.trial_end`). */
export const MIN_TRIAL_LEFT_MS = 48 * 60 * 60 * 1000;

/**
 * The end of the free trial a plan chosen now keeps: the first charge happens then. Null when the account is not
 * in a dated trial, or when less than 48 hours remain (the plan is then charged at once).
 */
export function keptTrialEnd(
  subscription: { status: string; endsAt: Date | null } | undefined,
  now: Date,
): Date | null {
  if (subscription?.status !== 'trial' || !subscription.endsAt) return null;
  return subscription.endsAt.getTime() - now.getTime() >= MIN_TRIAL_LEFT_MS ? subscription.endsAt : null;
}
