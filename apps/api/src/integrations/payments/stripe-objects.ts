import type { ProviderCheckoutSession } from '../../ports/payments.port';

/** Readers of the Stripe-shaped objects found in events (from Stripe or from the demonstration twin). */
type StripeObject = Record<string, unknown>;

export const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as StripeObject).id === 'string') {
    return (value as StripeObject).id as string;
  }
  return null;
};

const numberOr = (value: unknown, fallback: number | null) => (typeof value === 'number' ? value : fallback);
const first = (list: unknown): StripeObject | undefined =>
  ((list as { data?: StripeObject[] } | undefined)?.data ?? [])[0];

export function readCheckoutSession(object: StripeObject): ProviderCheckoutSession {
  const status = object.status === 'complete' || object.status === 'expired' ? object.status : 'open';
  const paymentStatus =
    object.payment_status === 'paid' || object.payment_status === 'no_payment_required'
      ? object.payment_status
      : 'unpaid';
  return {
    id: String(object.id),
    status,
    paymentStatus,
    clientReferenceId: typeof object.client_reference_id === 'string' ? object.client_reference_id : null,
    customerId: idOf(object.customer),
    subscriptionId: idOf(object.subscription),
    invoiceId: idOf(object.invoice),
    amountTotalCents: numberOr(object.amount_total, null),
  };
}

export function readInvoice(object: StripeObject) {
  const period = first(object.lines)?.period as { end?: number } | undefined;
  return {
    id: String(object.id),
    customerId: idOf(object.customer),
    amountPaidCents: numberOr(object.amount_paid, 0) ?? 0,
    amountDueCents: numberOr(object.amount_due, 0) ?? 0,
    /** `subscription_create` for the invoice opening a subscription (0 € when it starts with a trial). */
    billingReason: typeof object.billing_reason === 'string' ? object.billing_reason : null,
    periodEnd: typeof period?.end === 'number' ? new Date(period.end * 1000) : null,
  };
}

export function readSubscription(object: StripeObject) {
  // Since API 2025-03-31 the period lives on the subscription items.
  const end = numberOr(first(object.items)?.current_period_end, numberOr(object.current_period_end, null));
  return {
    id: String(object.id),
    customerId: idOf(object.customer),
    status: String(object.status),
    cancelAtPeriodEnd: object.cancel_at_period_end === true,
    periodEnd: end === null ? null : new Date(end * 1000),
  };
}
