import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider, ProviderCheckoutSession } from '../../ports/payments.port';
import { signStripePayload, verifyStripeSignature } from './webhook-signature';

export const DEMO_CHECKOUT_PATH = '/api/payments/demo/checkout';
export const DEMO_PORTAL_PATH = '/api/payments/demo/portal';
const PORTAL_TOKEN_TTL_MS = 30 * 60_000;

export interface DemoProviderOptions {
  /** Signs the demonstration events and portal links; any value, kept by every process that serves them. */
  secret: string;
  clock: Clock;
  /** The demonstration's "vendor state" is our own checkout record. */
  findSession(id: string): Promise<ProviderCheckoutSession | undefined>;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The demonstration twin of Stripe: checkout and portal pages are served by the API itself, and paying or
 * cancelling produces Stripe-shaped events signed with Stripe's scheme, handled by the same webhook code.
 */
export function createDemoProvider(options: DemoProviderOptions) {
  const hmac = (value: string) => createHmac('sha256', options.secret).update(value).digest('base64url');

  const provider = {
    kind: 'demo' as const,

    async createCheckoutSession(input: { successUrl: string }) {
      const id = `cs_demo_${token(24)}`;
      return { id, url: `${new URL(input.successUrl).origin}${DEMO_CHECKOUT_PATH}/${id}` };
    },

    retrieveCheckoutSession: (id: string) => options.findSession(id),

    async createPortalSession({ customerId, returnUrl }: { customerId: string; returnUrl: string }) {
      const expires = options.clock.now().getTime() + PORTAL_TOKEN_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ customerId, returnUrl, expires })).toString('base64url');
      return { url: `${new URL(returnUrl).origin}${DEMO_PORTAL_PATH}/${payload}.${hmac(payload)}` };
    },

    // The demonstration twin charges nobody: its subscriptions live only in our own tables.
    cancelSubscription: async () => undefined,

    verifyWebhook: (rawBody: Buffer, signature: string | undefined) =>
      verifyStripeSignature(rawBody, signature, options.secret, options.clock),

    /** A Stripe-shaped event, serialised and signed as Stripe would send it. */
    signEvent(type: string, object: Record<string, unknown>) {
      const body = JSON.stringify({
        id: `evt_demo_${token(18)}`,
        object: 'event',
        type,
        created: Math.floor(options.clock.now().getTime() / 1000),
        data: { object },
      });
      return {
        rawBody: Buffer.from(body),
        signature: signStripePayload(body, options.secret, options.clock),
      };
    },

    /** The customer and return address of a portal link, when its signature holds and it has not expired. */
    readPortalToken(value: string): { customerId: string; returnUrl: string } | undefined {
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
      return data.expires > options.clock.now().getTime() ? data : undefined;
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type DemoProvider = ReturnType<typeof createDemoProvider>;
