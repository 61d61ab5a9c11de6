import Stripe from 'stripe';
import type { Clock } from '../../lib/clock';
import type { CheckoutState, CreateCheckoutInput, PaymentProvider } from '../../ports/payments.port';
import { readCheckoutSession, toBillingNotice } from './stripe-objects';
import { verifyStripeSignature } from './webhook-signature';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local fake or stripe-mock): host, port and protocol are taken from it. */
  apiBase?: string | undefined;
  clock: Clock;
}

/** Hosted Checkout in subscription mode, Customer Portal and signed webhooks, through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  async function couponFor(input: CreateCheckoutInput) {
    if (!input.discount) return undefined;
    const { type, value, code } = input.discount;
    const coupon = await stripe.coupons.create(
      {
        name: code,
        duration: 'once',
        max_redemptions: 1,
        ...(type === 'percentage' ? { percent_off: value } : { amount_off: value, currency: 'eur' }),
      },
      { idempotencyKey: `${input.idempotencyKey}-coupon` },
    );
    return coupon.id;
  }

  return {
    kind: 'stripe',

    async createCheckoutSession(input) {
      const coupon = await couponFor(input);
      const interval = input.billingPeriod === 'yearly' ? 'year' : 'month';
      const metadata = { user_id: input.userId, plan_id: input.plan.id, billing_period: input.billingPeriod };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            input.plan.providerPriceId
              ? { price: input.plan.providerPriceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'eur',
                    unit_amount: input.unitAmountCents,
                    recurring: { interval },
                    product_data: { name: input.plan.name },
                  },
                },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.userId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          metadata,
          subscription_data: {
            metadata,
            // The remaining trial days are kept: Stripe charges the first invoice when the trial ends.
            ...(input.trialEnd && { trial_end: Math.floor(input.trialEnd.getTime() / 1000) }),
          },
          // Our own 'Code promo' field maps to a coupon; Checkout accepts only one of the two mechanisms.
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          locale: 'fr',
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe n’a pas renvoyé d’URL de paiement');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id): Promise<CheckoutState | undefined> {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return readCheckoutSession(session as unknown as Record<string, unknown>);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },

    async createPortalSession({ customerId, returnUrl }) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already gone on Stripe's side: the goal (no more charges) is reached.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
        throw error;
      }
    },

    readWebhook(rawBody, signature) {
      return toBillingNotice(verifyStripeSignature(rawBody, signature, options.webhookSecret, options.clock));
    },
  };
}
