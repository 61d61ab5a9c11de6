/**
 * The payment provider port. Stripe is the production adapter; the demonstration twin implements the same
 * port and signs the same Stripe-shaped events, so both reach the application through one webhook path.
 */
export type BillingPeriod = 'monthly' | 'yearly';

export interface CheckoutDiscount {
  code: string;
  type: 'percentage' | 'fixed';
  /** Whole percent, or cents for a fixed amount. */
  value: number;
}

export interface CreateCheckoutInput {
  userId: string;
  email: string;
  /** The provider's customer when the user already paid once. */
  customerId: string | null;
  plan: { id: string; name: string; stripePriceId: string | null };
  billingPeriod: BillingPeriod;
  unitAmountCents: number;
  discount: CheckoutDiscount | null;
  /** The remaining free trial the subscription keeps: the first charge happens then (null: charged at once). */
  trialEnd: Date | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  clientReferenceId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  amountTotalCents: number | null;
}

/** The parts of a verified Stripe event the application reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** Read from the provider on the server: the browser's word is never taken for a payment. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Stops a subscription at once (account deletion); an unknown or already cancelled one is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies the signature on the raw body (5 min tolerance) and returns the event; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export const WEBHOOK_TOLERANCE_SECONDS = 300;
