import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { DemoProvider } from '../../integrations/payments/demo-provider';
import type { BillingEventsService } from './billing-events.service';
import type { PaymentsStore } from './payments.store';
import { periodEnd } from './pricing';

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

  return {
    async checkoutPage(sessionId: string) {
      const session = await store.billing.findSession(sessionId);
      if (!session || session.provider !== 'demo') return undefined;
      const plan = await store.catalogue.findPlan(session.planId);
      return plan && { session, plan };
    },

    /** Pays an open session; returns where the browser goes next (Stripe's success URL). */
    async pay(sessionId: string): Promise<string | undefined> {
      const session = await store.billing.findSession(sessionId);
      if (!session || session.provider !== 'demo') return undefined;
      const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId);
      if (session.status !== 'open') return successUrl;
      const account = await store.billing.findAccountByUser(session.userId);
      const customer = account?.customerId ?? demoId('cus');
      const subscription = demoId('sub');
      const invoice = demoId('in');
      const amount = session.amountCents - session.discountCents;
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
        payment_status: 'paid',
        client_reference_id: session.userId,
        customer,
        subscription,
        invoice,
        amount_total: amount,
        currency: 'eur',
        metadata,
      });
      const now = deps.clock.now();
      await emit('invoice.paid', {
        id: invoice,
        object: 'invoice',
        customer,
        subscription,
        status: 'paid',
        billing_reason: 'subscription_create',
        amount_paid: amount,
        amount_due: amount,
        currency: 'eur',
        lines: { data: [{ period: { start: unix(now), end: unix(periodEnd(now, session.billingPeriod)) } }] },
      });
      return successUrl;
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
        status: 'active',
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: unix(endsAt) }] },
      });
      return page.link.returnUrl;
    },
  };
}

export type DemoCheckoutService = ReturnType<typeof createDemoCheckoutService>;
