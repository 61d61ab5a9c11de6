/**
 * The payment provider port, in the product's words: a checkout, a payment received or failed, a subscription
 * changed. Stripe is the production adapter and its demonstration twin implements the same port; each adapter
 * translates its provider's notifications into a `BillingNotice`, so the payments module never sees a
 * provider's event or object (docs/decisions/0025-ports-and-adapters.md).
 */
export type BillingPeriod = 'monthly' | 'yearly';

export interface CheckoutDiscount {
  code: string;
  type: 'percentage' | 'fixed';
  /** Whole percent, or cents for a fixed amount. */
  value: number;
}

/** In the success address, replaced by the provider with the checkout's id when the browser comes back. */
export const CHECKOUT_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface CreateCheckoutInput {
  userId: string;
  email: string;
  /** The provider's customer when the user already paid once. */
  customerId: string | null;
  /** `providerPriceId`: a price already defined at the provider for this plan and period, if any. */
  plan: { id: string; name: string; providerPriceId: string | null };
  billingPeriod: BillingPeriod;
  unitAmountCents: number;
  discount: CheckoutDiscount | null;
  /** The remaining free trial the subscription keeps: the first charge happens then (null: charged at once). */
  trialEnd: Date | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A checkout as the provider knows it. */
export interface CheckoutState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** `no_payment_required`: the subscription starts with a kept trial, nothing is charged yet. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  /** The provider's reference of the first payment, when there is one. */
  paymentRef: string | null;
  amountTotalCents: number | null;
}

/** Where a subscription stands at the provider, as the product reads it. */
export type SubscriptionState =
  /** Running in its free trial: nothing charged yet. */
  | 'trialing'
  | 'active'
  /** Stopped: by the customer, or deleted at the provider. */
  | 'cancelled'
  /** Ended unpaid: the provider gave up charging. */
  | 'lapsed'
  /** Any other state (a charge being retried, a first payment pending): access follows later notices. */
  | 'pending';

/** What a provider notification means for the product. */
export type BillingChange =
  | { kind: 'checkout_completed'; checkout: CheckoutState }
  | { kind: 'checkout_expired'; checkoutId: string }
  | {
      kind: 'payment_received';
      customerId: string | null;
      paymentRef: string;
      amountCents: number;
      /** The payment that opens the subscription (0 € when it starts with a kept trial). */
      opensSubscription: boolean;
      /** The end of the period this payment covers, when the provider says it. */
      paidUntil: Date | null;
    }
  | { kind: 'payment_failed'; customerId: string | null; amountDueCents: number }
  | {
      kind: 'subscription_changed';
      customerId: string | null;
      state: SubscriptionState;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    }
  /** A notification the product has nothing to do with. */
  | { kind: 'ignored' };

/** A verified provider notification. */
export interface BillingNotice {
  /** The provider's id for it: each notice is handled once. */
  id: string;
  /** The provider's own name for it, kept in the log of handled notices. */
  label: string;
  change: BillingChange;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** Read from the provider on the server: the browser's word is never taken for a payment. */
  retrieveCheckoutSession(id: string): Promise<CheckoutState | undefined>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Stops a subscription at once (account deletion); an unknown or already cancelled one is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Verifies the signature on the raw body of a webhook call (5 min tolerance) and translates it; throws
   * `WEBHOOK_SIGNATURE_INVALID` otherwise.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): BillingNotice;
}

/** A webhook call as the provider would send it: the raw body and its signature header. */
export interface SignedNotice {
  rawBody: Buffer;
  signature: string;
}

/** Where the application serves the demonstration twin's hosted pages (checkout, customer portal). */
export const DEMO_CHECKOUT_PATH = '/api/payments/demo/checkout';
export const DEMO_PORTAL_PATH = '/api/payments/demo/portal';
/** Matches (SQL LIKE) every id the demonstration twin makes: its payments are never counted as revenue. */
export const DEMO_ID_PATTERN = '%\\_demo\\_%';

/**
 * The demonstration twin's provider side, played when the customer presses a button on its hosted pages: each
 * outcome becomes the signed webhook calls a real provider would send, which the application handles on the
 * same path as the real ones.
 */
export interface DemoPaymentSide {
  /** A new id of the twin's own (`cus`, `sub`, `in`): recognisable by `DEMO_ID_PATTERN`. */
  newId(prefix: 'cus' | 'sub' | 'in'): string;
  /** The checkout is paid (or, during a kept trial, completed without a charge). */
  checkoutCompleted(input: {
    checkoutId: string;
    userId: string;
    planId: string;
    billingPeriod: BillingPeriod;
    customerId: string;
    subscriptionId: string;
    paymentRef: string;
    amountCents: number;
    /** Nothing charged now: the plan starts when the kept trial ends. */
    inTrial: boolean;
  }): SignedNotice;
  /** A payment received for a subscription, covering `from` to `until`. */
  paymentReceived(input: {
    paymentRef: string;
    customerId: string;
    subscriptionId: string;
    opensSubscription: boolean;
    amountCents: number;
    from: Date;
    until: Date;
  }): SignedNotice;
  /** The portal's cancellation: the subscription runs until `periodEnd`, then stops. */
  cancelledAtPeriodEnd(input: {
    customerId: string;
    subscriptionId: string;
    inTrial: boolean;
    periodEnd: Date;
  }): SignedNotice;
  /** The customer and return address of a portal link, when its signature holds and it has not expired. */
  readPortalToken(value: string): { customerId: string; returnUrl: string } | undefined;
}
