import { startFakeStripe } from './fake-stripe';
import { createTestApp, type TestApp } from './test-app';

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The app wired to the real Stripe adapter, talking to a local fake Stripe; close() stops both. */
export async function createStripeTestApp(
  webhookSecret = 'whsec_test',
): Promise<{ t: TestApp; stripe: FakeStripe; close(): Promise<void> }> {
  const stripe = await startFakeStripe();
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_plume',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}
