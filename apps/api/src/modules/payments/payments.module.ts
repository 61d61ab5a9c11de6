import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock';
import type { DemoPaymentSide, PaymentProvider } from '../../ports/payments.port';
import { defineModule } from '../app-module';
import type { UserCache } from '../auth/user-cache';
import { createBillingEventsService } from './billing-events.service';
import { createCheckoutService } from './checkout.service';
import { demoCheckoutRoutes } from './demo-checkout.routes';
import { createDemoCheckoutService } from './demo-checkout.service';
import { expireSubscriptionsJob } from './payments.jobs';
import { paymentsRoutes } from './payments.routes';
import type { PaymentsStore } from './payments.store';
import { createSubscriptionGate } from './subscription-gate';
import { createSubscriptionService } from './subscription.service';
import { webhookRoutes } from './webhook.routes';

/**
 * Wires the payments area around the provider the composition root chose: Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the demonstration twin, whose provider side (`demo`) plays the hosted pages (same port, same
 * webhook handler).
 */
export function createPaymentsModule(deps: {
  store: PaymentsStore;
  provider: PaymentProvider;
  demo?: DemoPaymentSide | undefined;
  /** Where a checkout may send the customer back: this server, PUBLIC_URL and CORS_ORIGINS. */
  allowedOrigins: readonly string[];
  userCache: UserCache;
  clock: Clock;
  logger: Logger;
}) {
  const { store, provider, demo, allowedOrigins, clock, userCache, logger } = deps;
  const billingEvents = createBillingEventsService({ store, provider, userCache, clock, logger });
  const checkout = createCheckoutService({
    store,
    provider,
    billingEvents,
    userCache,
    clock,
    allowedOrigins,
  });
  const subscriptions = createSubscriptionService({ store, userCache, clock });
  const demoCheckout = demo && createDemoCheckoutService({ store, demo, billingEvents, clock });
  return defineModule({
    name: 'payments',
    store,
    provider,
    billingEvents,
    checkout,
    subscriptions,
    demoCheckout,
    subscriptionGate: createSubscriptionGate({ userCache, clock }),
    routes: [
      (app) => app.register(paymentsRoutes, { prefix: '/api/payments', checkout, subscriptions }),
      (app) => app.register(webhookRoutes, { prefix: '/api/payments', billingEvents }),
      ...(demoCheckout
        ? [
            (app: FastifyInstance) =>
              app.register(demoCheckoutRoutes, { prefix: '/api/payments/demo', demoCheckout }),
          ]
        : []),
    ],
    jobs: [
      expireSubscriptionsJob({
        billing: store.billing,
        userCache,
        clock,
        logger,
        chargeEndedTrials: demoCheckout?.chargeEndedTrials,
      }),
    ],
  });
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
