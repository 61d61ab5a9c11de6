import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { DemoProvider } from '../../integrations/payments/demo-provider';
import type { BillingEventsService } from './billing-events.service';
import type { PaymentsStore } from './payments.store';
import { keptTrialEnd, periodEnd, planPriceCents } from './pricing';

const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('base64url')}`;
/** Matches (SQL LIKE) every id the demonstration makes: its payments are never counted as revenue. */
export const DEMO_ID_PATTERN = '%\\_demo\\_%';
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * What Stripe does on its side of the demonstration: the customer pays or cancels, or asks the portal to stop
 * the subscription. Each outcome becomes the Stripe events a real payment produces, signed, and handed to the
 * same webhook handler.
 */
export function createDemoCheckoutService(deps: {
  store: PaymentsStore;
  demo: DemoProvider;
  billingEvents: BillingEventsService;
  clock: Clock;
}) {
  const { store, demo, billingEvents } = deps;

  async function emit(type: string, object: Record<string, unknown>) {
    const { rawBody, signature } = demo.signEvent(type, object);
    await billingEvents.handleWebhook(rawBody, signature);
  }

  /** As with Stripe's `trial_end`: a running trial is kept and the first charge waits for its end. */
  const trialEndOf = async (userId: string) =>
    keptTrialEnd(await store.billing.findSubscription(userId), deps.clock.now());

  const invoicePaid = (input: {
    id: string;
    customer: string;
    subscription: string;
    reason: 'subscription_create' | 'subscription_cycle';
    amount: number;
    from: Date;
    to: Date;
  }) =>
    emit('invoice.paid', {
      id: input.id,
      object: 'invoice',
      customer: input.customer,
      subscription: input.subscription,
      status: 'paid',
      billing_reason: input.reason,
      amount_paid: input.amount,
      amount_due: input.amount,
      currency: 'eur',
      lines: { data: [{ period: { start: unix(input.from), end: unix(input.to) } }] },
    });

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

    /** Pays an open session; returns where the browser goes next (Stripe's success URL). */
    async pay(sessionId: string): Promise<string | undefined> {
      const session = await store.billing.findSession(sessionId);
      if (!session || session.provider !== 'demo') return undefined;
      const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId);
      if (session.status !== 'open') return successUrl;
      const [account, trialEnd] = await Promise.all([
        store.billing.findAccountByUser(session.userId),
        trialEndOf(session.userId),
      ]);
      const customer = account?.customerId ?? demoId('cus');
      const subscription = demoId('sub');
      const invoice = demoId('in');
      // During a kept trial the opening invoice is 0 €: the price is charged when the trial ends.
      const amount = trialEnd ? 0 : session.amountCents - session.discountCents;
      const metadata = {
        user_id: session.userId,
        plan_id: session.planId,
        billing_period: session.billingPeriod,
      };
      await emit('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: trialEnd ? 'no_payment_required' : 'paid',
        client_reference_id: session.userId,
        customer,
        subscription,
        invoice,
        amount_total: amount,
        currency: 'eur',
        metadata,
      });
      const now = deps.clock.now();
      await invoicePaid({
        id: invoice,
        customer,
        subscription,
        reason: 'subscription_create',
        amount,
        from: now,
        to: trialEnd ?? periodEnd(now, session.billingPeriod),
      });
      return successUrl;
    },

    /**
     * Stripe's side at the end of a kept trial: the first charge (the plan's price, less the promo code of the
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
        await invoicePaid({
          id: demoId('in'),
          customer: trial.customerId,
          subscription: trial.subscriptionId,
          reason: 'subscription_cycle',
          amount: price,
          from: trial.endsAt,
          to: periodEnd(trial.endsAt, trial.billingPeriod),
        });
      }
      return due.length;
    },

    /** Leaving the checkout changes nothing: the session stays open, as on Stripe. */
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
      await emit('customer.subscription.updated', {
        id: page.account.subscriptionId ?? demoId('sub'),
        object: 'subscription',
        customer: page.account.customerId,
        status: page.subscription?.status === 'trial' ? 'trialing' : 'active',
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: unix(endsAt) }] },
      });
      return page.link.returnUrl;
    },
  };
}

export type DemoCheckoutService = ReturnType<typeof createDemoCheckoutService>;
