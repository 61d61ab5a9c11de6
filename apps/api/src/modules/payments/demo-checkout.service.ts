import type { Clock } from '../../lib/clock';
import { CHECKOUT_ID_PLACEHOLDER, type DemoPaymentSide, type SignedNotice } from '../../ports/payments.port';
import type { BillingEventsService, BillingLog } from './billing-events.service';
import type { PaymentsStore } from './payments.store';
import { keptTrialEnd, periodEnd, planPriceCents } from './pricing';

export { DEMO_ID_PATTERN } from '../../ports/payments.port';

/**
 * The demonstration's hosted pages: the customer pays or cancels, or asks the portal to stop the subscription.
 * The twin's provider side turns each outcome into the signed webhook calls a real payment produces, handed to
 * the same webhook handler.
 */
export function createDemoCheckoutService(deps: {
  store: PaymentsStore;
  demo: DemoPaymentSide;
  billingEvents: BillingEventsService;
  clock: Clock;
}) {
  const { store, demo, billingEvents } = deps;

  const deliver = ({ rawBody, signature }: SignedNotice, log?: BillingLog) =>
    billingEvents.handleWebhook(rawBody, signature, log);

  /** As with the provider's kept trial: a running trial is kept and the first charge waits for its end. */
  const trialEndOf = async (userId: string) =>
    keptTrialEnd(await store.billing.findSubscription(userId), deps.clock.now());

  return {
    async checkoutPage(sessionId: string) {
      const session = await store.billing.findSession(sessionId);
      if (!session || session.provider !== 'demo') return undefined;
      const [plan, trialEnd] = await Promise.all([
        store.catalogue.findPlan(session.planId),
        trialEndOf(session.userId),
      ]);
      return plan && { session, plan, trialEnd };
    },

    /** Pays an open session; returns where the browser goes next (the checkout's success address). */
    async pay(sessionId: string, log?: BillingLog): Promise<string | undefined> {
      const session = await store.billing.findSession(sessionId);
      if (!session || session.provider !== 'demo') return undefined;
      const successUrl = session.successUrl.replace(CHECKOUT_ID_PLACEHOLDER, sessionId);
      if (session.status !== 'open') return successUrl;
      const [account, trialEnd] = await Promise.all([
        store.billing.findAccountByUser(session.userId),
        trialEndOf(session.userId),
      ]);
      const customerId = account?.customerId ?? demo.newId('cus');
      const subscriptionId = demo.newId('sub');
      const paymentRef = demo.newId('in');
      // During a kept trial the opening payment is 0 €: the price is charged when the trial ends.
      const amountCents = trialEnd ? 0 : session.amountCents - session.discountCents;
      await deliver(
        demo.checkoutCompleted({
          checkoutId: sessionId,
          userId: session.userId,
          planId: session.planId,
          billingPeriod: session.billingPeriod,
          customerId,
          subscriptionId,
          paymentRef,
          amountCents,
          inTrial: trialEnd !== null,
        }),
        log,
      );
      const now = deps.clock.now();
      await deliver(
        demo.paymentReceived({
          paymentRef,
          customerId,
          subscriptionId,
          opensSubscription: true,
          amountCents,
          from: now,
          until: trialEnd ?? periodEnd(now, session.billingPeriod),
        }),
      );
      return successUrl;
    },

    /**
     * The provider's side at the end of a kept trial: the first charge (the plan's price, less the promo code of the
     * checkout) for each subscription still running. Called before the daily expiry, which would end the trial.
     */
    async chargeEndedTrials(): Promise<number> {
      const due = await store.billing.listTrialsDue(deps.clock.now());
      for (const trial of due) {
        const [session, plan] = await Promise.all([
          store.billing.findLastCompletedSession(trial.userId),
          store.catalogue.findPlan(trial.planId),
        ]);
        if (!plan || !trial.subscriptionId || !trial.endsAt) continue;
        const price =
          session?.planId === trial.planId
            ? session.amountCents - session.discountCents
            : planPriceCents(plan, trial.billingPeriod);
        await deliver(
          demo.paymentReceived({
            paymentRef: demo.newId('in'),
            customerId: trial.customerId,
            subscriptionId: trial.subscriptionId,
            opensSubscription: false,
            amountCents: price,
            from: trial.endsAt,
            until: periodEnd(trial.endsAt, trial.billingPeriod),
          }),
        );
      }
      return due.length;
    },

    /** Leaving the checkout changes nothing: the session stays open, as at the provider. */
    async cancel(sessionId: string): Promise<string | undefined> {
      const session = await store.billing.findSession(sessionId);
      return session?.provider === 'demo' ? session.cancelUrl : undefined;
    },

    async portalPage(token: string) {
      const link = demo.readPortalToken(token);
      const account = link && (await store.billing.findAccountByCustomer(link.customerId));
      if (!link || !account) return undefined;
      const [subscription, plan] = await Promise.all([
        store.billing.findSubscription(account.userId),
        store.catalogue.findPlan(account.planId),
      ]);
      return { link, account, subscription, planName: plan?.name ?? account.planId };
    },

    /** The portal's cancellation: the subscription runs to the end of the paid period, then stops. */
    async cancelSubscription(token: string): Promise<string | undefined> {
      const page = await this.portalPage(token);
      if (!page) return undefined;
      const endsAt = page.subscription?.endsAt ?? deps.clock.now();
      await deliver(
        demo.cancelledAtPeriodEnd({
          customerId: page.account.customerId,
          subscriptionId: page.account.subscriptionId ?? demo.newId('sub'),
          inTrial: page.subscription?.status === 'trial',
          periodEnd: endsAt,
        }),
      );
      return page.link.returnUrl;
    },
  };
}

export type DemoCheckoutService = ReturnType<typeof createDemoCheckoutService>;
