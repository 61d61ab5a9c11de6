import { randomInt } from 'node:crypto';
import type { MySubscription } from '@plume/contracts/payments';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { UserCache } from '../auth/user-cache';
import type { PaymentsStore } from './payments.store';
import { keptTrialEnd } from './pricing';

// No 0/O or 1/I: the code is read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function drawReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The user's own view of their subscription, and their referral code. */
export function createSubscriptionService(deps: {
  store: PaymentsStore;
  userCache: UserCache;
  clock: Clock;
}) {
  const { store } = deps;

  async function referralCode(userId: string): Promise<string> {
    const existing = await store.referrals.findCode(userId);
    if (existing) return existing;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (await store.referrals.insertCode(userId, drawReferralCode())) break;
    }
    const code = await store.referrals.findCode(userId);
    if (!code) throw new Error('code de parrainage introuvable après création');
    return code;
  }

  /**
   * During a trial, when the first charge happens: the trial's end, whether the plan is already chosen (and not
   * stopped) or would be chosen now. Null when nothing is due after a trial.
   */
  function firstPaymentAt(
    user: { subscriptionStatus: string; subscriptionEndsAt: Date | null; subscriptionPlan: string | null },
    account: { subscriptionId: string | null; cancelAtPeriodEnd: boolean } | undefined,
  ): Date | null {
    if (user.subscriptionStatus !== 'trial') return null;
    if (account?.subscriptionId && user.subscriptionPlan) {
      return account.cancelAtPeriodEnd ? null : user.subscriptionEndsAt;
    }
    return keptTrialEnd({ status: 'trial', endsAt: user.subscriptionEndsAt }, deps.clock.now());
  }

  return {
    referralCode,

    async mySubscription(userId: string): Promise<MySubscription> {
      const user = await deps.userCache.get(userId);
      if (!user) throw new AppError('TOKEN_INVALID');
      const [account, plan, code, referrals] = await Promise.all([
        store.billing.findAccountByUser(userId),
        user.subscriptionPlan ? store.catalogue.findPlan(user.subscriptionPlan) : undefined,
        referralCode(userId),
        store.referrals.summary(userId),
      ]);
      return {
        subscription_status: user.subscriptionStatus,
        subscription_plan: user.subscriptionPlan,
        subscription_ends_at: user.subscriptionEndsAt?.toISOString() ?? null,
        plan_name: plan?.name ?? null,
        billing_period: account?.billingPeriod ?? null,
        cancel_at_period_end: account?.cancelAtPeriodEnd ?? false,
        can_manage_billing: Boolean(account?.subscriptionId),
        first_payment_at: firstPaymentAt(user, account)?.toISOString() ?? null,
        referral: {
          code,
          invited_count: referrals.invited,
          rewarded_count: referrals.rewarded,
          referred_by_rewarded: referrals.referredByRewarded,
        },
      };
    },

    /** At registration: links the new user to the owner of the `?ref=` code; an unknown code is ignored. */
    async recordReferral(referredId: string, code: string | undefined): Promise<void> {
      if (!code) return;
      const referrerId = await store.referrals.findReferrerByCode(code.trim().toUpperCase());
      if (referrerId && referrerId !== referredId)
        await store.referrals.insertReferral(referrerId, referredId);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
