import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock';
import { addMonths } from '../../lib/time';
import type { BillingChange, BillingNotice, CheckoutState, PaymentProvider } from '../../ports/payments.port';
import type { UserCache } from '../auth/user-cache';
import type { PaymentsStore } from './payments.store';
import { periodEnd } from './pricing';

export interface BillingEventsDeps {
  store: PaymentsStore;
  provider: Pick<PaymentProvider, 'readWebhook'>;
  userCache: UserCache;
  clock: Clock;
  logger: Logger;
}

/** Where a handler writes its lines: the request's logger when a request calls it, so they name it. */
export type BillingLog = Pick<Logger, 'warn'>;

const later = (a: Date | null, b: Date | null | undefined) => (b && (!a || b > a) ? b : a);

/**
 * Moves subscriptions from verified provider data only: signed webhooks, or a session read by the server.
 * Each handler returns the users it changed, whose cached copies are dropped after the commit.
 */
export function createBillingEventsService(deps: BillingEventsDeps) {
  const { clock } = deps;

  /** The referred user's first payment gives the referrer one free month (from today or from their end). */
  async function rewardReferrer(store: PaymentsStore, referredId: string): Promise<string[]> {
    const now = clock.now();
    const referrerId = await store.referrals.markRewarded(referredId, now);
    if (!referrerId) return [];
    const current = await store.billing.findSubscription(referrerId);
    if (!current) return [];
    const lapsed = current.status === 'expired' || current.status === 'cancelled';
    // A trial without an end date (set by an administrator) has nothing to extend.
    const endsAt = !lapsed && current.endsAt === null ? null : addMonths(later(now, current.endsAt)!, 1);
    await store.billing.setSubscription(referrerId, { status: lapsed ? 'trial' : current.status, endsAt });
    return [referrerId];
  }

  async function fulfilCheckout(store: PaymentsStore, session: CheckoutState, log: BillingLog) {
    if (session.status !== 'complete' || session.paymentStatus === 'unpaid') return [];
    const now = clock.now();
    const row = await store.billing.completeSession(session.id, now, session.paymentStatus);
    if (!row) return []; // unknown, or already fulfilled by the other path
    if (session.customerId) {
      await store.billing.upsertAccount({
        userId: row.userId,
        customerId: session.customerId,
        subscriptionId: session.subscriptionId,
        planId: row.planId,
        billingPeriod: row.billingPeriod,
      });
    }
    if (session.paymentStatus === 'no_payment_required' && (await keepsTrial(store, row.userId, now))) {
      // The plan starts after the free trial: nothing is charged, so no payment is recorded yet.
      await store.billing.setSubscription(row.userId, { status: 'trial', plan: row.planId });
      await recordPromoUse(store, row, log);
      return [row.userId];
    }
    const isFirstPayment = (await store.billing.countSucceededPayments(row.userId)) === 0;
    const endsAt = periodEnd(now, row.billingPeriod);
    await store.billing.setSubscription(row.userId, { status: 'active', plan: row.planId, endsAt });
    await store.billing.recordPayment({
      userId: row.userId,
      amountCents: session.amountTotalCents ?? row.amountCents - row.discountCents,
      subscriptionPlan: row.planId,
      billingPeriod: row.billingPeriod,
      status: 'succeeded',
      providerRef: session.paymentRef ?? session.id,
    });
    await recordPromoUse(store, row, log);
    return [row.userId, ...(isFirstPayment ? await rewardReferrer(store, row.userId) : [])];
  }

  async function recordPromoUse(
    store: PaymentsStore,
    row: { id: string; promoCodeId: string | null },
    log: BillingLog,
  ) {
    if (row.promoCodeId && !(await store.catalogue.recordPromoUse(row.promoCodeId))) {
      log.warn({ session: row.id }, 'code promo épuisé entre la création et le paiement');
    }
  }

  /** A dated trial still running: a plan chosen now starts when it ends. */
  async function keepsTrial(store: PaymentsStore, userId: string, now: Date) {
    const current = await store.billing.findSubscription(userId);
    return current?.status === 'trial' && current.endsAt !== null && current.endsAt > now;
  }

  async function accountOf(store: PaymentsStore, customerId: string | null) {
    return customerId ? store.billing.findAccountByCustomer(customerId) : undefined;
  }

  async function dispatch(store: PaymentsStore, notice: BillingNotice, log: BillingLog): Promise<string[]> {
    const change: BillingChange = notice.change;
    switch (change.kind) {
      case 'checkout_completed':
        return fulfilCheckout(store, change.checkout, log);
      case 'checkout_expired':
        await store.billing.expireSession(change.checkoutId);
        return [];
      case 'payment_received': {
        const account = await accountOf(store, change.customerId);
        if (!account) return []; // the first payment is recorded with its checkout
        const current = await store.billing.findSubscription(account.userId);
        // The zero payment that opens a kept trial charges nothing: the trial goes on.
        const opensTrial = change.opensSubscription && change.amountCents === 0;
        if (opensTrial && current?.status === 'trial') return [];
        const isFirstPayment = (await store.billing.countSucceededPayments(account.userId)) === 0;
        const paidUntil = change.paidUntil ?? periodEnd(clock.now(), account.billingPeriod);
        // Keep a later end (a referral's free month) rather than shortening it.
        const endsAt = current?.status === 'active' ? later(paidUntil, current.endsAt) : paidUntil;
        await store.billing.setSubscription(account.userId, {
          status: 'active',
          plan: account.planId,
          endsAt,
        });
        await store.billing.recordPayment({
          userId: account.userId,
          amountCents: change.amountCents,
          subscriptionPlan: account.planId,
          billingPeriod: account.billingPeriod,
          status: 'succeeded',
          providerRef: change.paymentRef,
        });
        // The first charge after a kept trial is the referred user's first payment.
        const rewarded = isFirstPayment ? await rewardReferrer(store, account.userId) : [];
        return [account.userId, ...rewarded];
      }
      case 'payment_failed': {
        const account = await accountOf(store, change.customerId);
        if (!account) return [];
        // The provider retries the charge; access follows the subscription's own notices.
        await store.billing.recordPayment({
          userId: account.userId,
          amountCents: change.amountDueCents,
          subscriptionPlan: account.planId,
          billingPeriod: account.billingPeriod,
          status: 'failed',
          providerRef: notice.id,
        });
        return [];
      }
      case 'subscription_changed': {
        const account = await accountOf(store, change.customerId);
        if (!account) return [];
        const userId = account.userId;
        if (change.state === 'cancelled') {
          await store.billing.setSubscription(userId, { status: 'cancelled', endsAt: clock.now() });
        } else if (change.state === 'lapsed') {
          await store.billing.setSubscription(userId, { status: 'expired' });
        } else if (change.state === 'active' || change.state === 'trialing') {
          await store.billing.setCancelAtPeriodEnd(userId, change.cancelAtPeriodEnd);
          await store.billing.setSubscription(userId, {
            // A subscription still in its trial has charged nothing: the account stays in trial until then.
            status: change.state === 'trialing' ? 'trial' : 'active',
            ...(change.periodEnd && { endsAt: change.periodEnd }),
          });
        }
        return [userId];
      }
      case 'ignored':
        return [];
    }
  }

  async function inTransaction(work: (store: PaymentsStore) => Promise<string[]>) {
    const touched = await deps.store.transaction(work);
    for (const userId of touched) deps.userCache.invalidate(userId);
  }

  return {
    /** Verifies the signature on the raw body (the provider reads it), then handles each notice id once. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, log: BillingLog = deps.logger) {
      const notice = deps.provider.readWebhook(rawBody, signature);
      await inTransaction(async (store) =>
        (await store.billing.claimEvent(notice.id, notice.label)) ? dispatch(store, notice, log) : [],
      );
    },

    /** The status poll found the session paid at the provider: same fulfilment, still only once. */
    fulfilCheckout: (session: CheckoutState, log: BillingLog = deps.logger) =>
      inTransaction((store) => fulfilCheckout(store, session, log)),
  };
}

export type BillingEventsService = ReturnType<typeof createBillingEventsService>;
