import type {
  BillingChange,
  BillingNotice,
  CheckoutState,
  SubscriptionState,
} from '../../ports/payments.port';

/**
 * Readers of the Stripe-shaped events and objects (from Stripe or from the demonstration twin), and their
 * translation into the product's words: nothing Stripe-shaped leaves this folder.
 */
type StripeObject = Record<string, unknown>;

/** The parts of a verified Stripe event read here. */
export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: StripeObject };
}

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
const dateOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

export function readCheckoutSession(object: StripeObject): CheckoutState {
  const status = object.status === 'complete' || object.status === 'expired' ? object.status : 'open';
  const paymentStatus =
    object.payment_status === 'paid' || object.payment_status === 'no_payment_required'
      ? object.payment_status
      : 'unpaid';
  return {
    id: String(object.id),
    status,
    paymentStatus,
    customerId: idOf(object.customer),
    subscriptionId: idOf(object.subscription),
    paymentRef: idOf(object.invoice),
    amountTotalCents: numberOr(object.amount_total, null),
  };
}

function paymentReceived(invoice: StripeObject): BillingChange {
  const period = first(invoice.lines)?.period as { end?: number } | undefined;
  return {
    kind: 'payment_received',
    customerId: idOf(invoice.customer),
    paymentRef: String(invoice.id),
    amountCents: numberOr(invoice.amount_paid, 0) ?? 0,
    // `subscription_create`: the invoice opening a subscription (0 € when it starts with a trial).
    opensSubscription: invoice.billing_reason === 'subscription_create',
    paidUntil: dateOf(numberOr(period?.end, null)),
  };
}

function subscriptionState(status: unknown, deleted: boolean): SubscriptionState {
  if (deleted || status === 'canceled') return 'cancelled';
  if (status === 'unpaid' || status === 'incomplete_expired') return 'lapsed';
  if (status === 'active' || status === 'trialing') return status;
  return 'pending';
}

function subscriptionChanged(subscription: StripeObject, deleted: boolean): BillingChange {
  // Since API 2025-03-31 the period lives on the subscription items.
  const end = numberOr(
    first(subscription.items)?.current_period_end,
    numberOr(subscription.current_period_end, null),
  );
  return {
    kind: 'subscription_changed',
    customerId: idOf(subscription.customer),
    state: subscriptionState(subscription.status, deleted),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    periodEnd: dateOf(end),
  };
}

function changeOf(event: StripeEvent): BillingChange {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: 'checkout_completed', checkout: readCheckoutSession(object) };
    case 'checkout.session.expired':
      return { kind: 'checkout_expired', checkoutId: String(object.id) };
    case 'invoice.paid':
      return paymentReceived(object);
    case 'invoice.payment_failed':
      return {
        kind: 'payment_failed',
        customerId: idOf(object.customer),
        amountDueCents: numberOr(object.amount_due, 0) ?? 0,
      };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(object, event.type === 'customer.subscription.deleted');
    default:
      return { kind: 'ignored' };
  }
}

/** A verified Stripe event in the product's words. */
export const toBillingNotice = (event: StripeEvent): BillingNotice => ({
  id: event.id,
  label: event.type,
  change: changeOf(event),
});
