import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createDemoProvider } from '../../integrations/payments/demo-provider';
import { readCheckoutSession } from '../../integrations/payments/stripe-objects';
import { createStripeProvider } from '../../integrations/payments/stripe-provider';
import type { UserCache } from '../auth/user-cache';
import { createBillingEventsService } from './billing-events.service';
import { createCheckoutService } from './checkout.service';
import { createDemoCheckoutService } from './demo-checkout.service';
import { expireSubscriptionsJob } from './payments.jobs';
import { createPaymentsStore } from './payments.store';
import { createSubscriptionGate } from './subscription-gate';
import { createSubscriptionService } from './subscription.service';

/**
 * Wires the payments area. The provider is chosen by configuration only: Stripe when STRIPE_SECRET_KEY is
 * set, otherwise the demonstration twin (same port, same events, same webhook handler).
 */
export function createPaymentsModule(deps: {
  db: Database;
  config: AppConfig;
  jwtSecret: string;
  userCache: UserCache;
  clock: Clock;
  logger: Logger;
}) {
  const { config, clock, userCache, logger } = deps;
  const store = createPaymentsStore(deps.db);
  const demo = config.STRIPE_SECRET_KEY
    ? undefined
    : createDemoProvider({
        // Derived from the shared JWT secret so every process signs and checks demonstration events alike.
        secret: createHmac('sha256', deps.jwtSecret).update('plume-demo-payments').digest('hex'),
        clock,
        findSession: async (id) => {
          const row = await store.billing.findSession(id);
          return (
            row && readCheckoutSession({ id: row.id, status: row.status, payment_status: row.paymentStatus })
          );
        },
      });
  const provider =
    demo ??
    createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      apiBase: config.STRIPE_API_BASE,
      clock,
    });
  const billingEvents = createBillingEventsService({ store, provider, userCache, clock, logger });
  const checkout = createCheckoutService({
    store,
    provider,
    billingEvents,
    userCache,
    clock,
    allowedOrigins: config.allowedOrigins,
  });
  const subscriptions = createSubscriptionService({ store, userCache, clock });
  const demoCheckout = demo && createDemoCheckoutService({ store, demo, billingEvents, clock });
  return {
    store,
    provider,
    billingEvents,
    checkout,
    subscriptions,
    demoCheckout,
    subscriptionGate: createSubscriptionGate({ userCache, clock }),
    jobDefinitions: [
      expireSubscriptionsJob({
        billing: store.billing,
        userCache,
        clock,
        logger,
        chargeEndedTrials: demoCheckout?.chargeEndedTrials,
      }),
    ],
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
