import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import {
  DEMO_CHECKOUT_PATH,
  DEMO_PORTAL_PATH,
  type CheckoutState,
  type DemoPaymentSide,
  type PaymentProvider,
} from '../../ports/payments.port';
import { toBillingNotice } from './stripe-objects';
import { signStripePayload, verifyStripeSignature } from './webhook-signature';

const PORTAL_TOKEN_TTL_MS = 30 * 60_000;

export interface DemoProviderOptions {
  /** Signs the demonstration events and portal links; any value, kept by every process that serves them. */
  secret: string;
  clock: Clock;
  /** The demonstration's "vendor state" is the application's own checkout record. */
  findSession(
    id: string,
  ): Promise<(Pick<CheckoutState, 'id' | 'status'> & { paymentStatus: string | null }) | undefined>;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The demonstration twin of Stripe: checkout and portal pages are served by the API itself, and paying or
 * cancelling produces Stripe-shaped events signed with Stripe's scheme, read by the same translation as
 * Stripe's own (`stripe-objects.ts`).
 */
export function createDemoProvider(options: DemoProviderOptions): PaymentProvider & DemoPaymentSide {
  const { clock } = options;
  const hmac = (value: string) => createHmac('sha256', options.secret).update(value).digest('base64url');

  /** A Stripe-shaped event, serialised and signed as Stripe would send it. */
  function signEvent(type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({
      id: `evt_demo_${token(18)}`,
      object: 'event',
      type,
      created: unix(clock.now()),
      data: { object },
    });
    return { rawBody: Buffer.from(body), signature: signStripePayload(body, options.secret, clock) };
  }

  return {
    kind: 'demo',

    async createCheckoutSession(input) {
      const id = `cs_demo_${token(24)}`;
      return { id, url: `${new URL(input.successUrl).origin}${DEMO_CHECKOUT_PATH}/${id}` };
    },

    async retrieveCheckoutSession(id) {
      const row = await options.findSession(id);
      if (!row) return undefined;
      const paymentStatus =
        row.paymentStatus === 'paid' || row.paymentStatus === 'no_payment_required'
          ? row.paymentStatus
          : 'unpaid';
      return {
        id: row.id,
        status: row.status,
        paymentStatus,
        customerId: null,
        subscriptionId: null,
        paymentRef: null,
        amountTotalCents: null,
      };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const expires = clock.now().getTime() + PORTAL_TOKEN_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ customerId, returnUrl, expires })).toString('base64url');
      return { url: `${new URL(returnUrl).origin}${DEMO_PORTAL_PATH}/${payload}.${hmac(payload)}` };
    },

    // The demonstration twin charges nobody: its subscriptions live only in the application's own tables.
    cancelSubscription: async () => undefined,

    readWebhook: (rawBody, signature) =>
      toBillingNotice(verifyStripeSignature(rawBody, signature, options.secret, clock)),

    newId: (prefix) => `${prefix}_demo_${token(12)}`,

    checkoutCompleted: (input) =>
      signEvent('checkout.session.completed', {
        id: input.checkoutId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: input.inTrial ? 'no_payment_required' : 'paid',
        client_reference_id: input.userId,
        customer: input.customerId,
        subscription: input.subscriptionId,
        invoice: input.paymentRef,
        amount_total: input.amountCents,
        currency: 'eur',
        metadata: { user_id: input.userId, plan_id: input.planId, billing_period: input.billingPeriod },
      }),

    paymentReceived: (input) =>
      signEvent('invoice.paid', {
        id: input.paymentRef,
        object: 'invoice',
        customer: input.customerId,
        subscription: input.subscriptionId,
        status: 'paid',
        billing_reason: input.opensSubscription ? 'subscription_create' : 'subscription_cycle',
        amount_paid: input.amountCents,
        amount_due: input.amountCents,
        currency: 'eur',
        lines: { data: [{ period: { start: unix(input.from), end: unix(input.until) } }] },
      }),

    cancelledAtPeriodEnd: (input) =>
      signEvent('customer.subscription.updated', {
        id: input.subscriptionId,
        object: 'subscription',
        customer: input.customerId,
        status: input.inTrial ? 'trialing' : 'active',
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: unix(input.periodEnd) }] },
      }),

    readPortalToken(value) {
      const [payload = '', mac = ''] = value.split('.');
      const expected = Buffer.from(hmac(payload));
      if (expected.length !== Buffer.from(mac).length || !timingSafeEqual(expected, Buffer.from(mac))) {
        return undefined;
      }
      // Signed by us, so well-formed.
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        customerId: string;
        returnUrl: string;
        expires: number;
      };
      return data.expires > clock.now().getTime() ? data : undefined;
    },
  };
}
