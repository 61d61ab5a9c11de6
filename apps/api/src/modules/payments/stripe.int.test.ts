import Stripe from 'stripe';
import type { MySubscription } from '@plume/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createStripeTestApp, type FakeStripe } from '../../test/stripe-test-app';
import type { TestApp } from '../../test/test-app';
import { getJson, openCheckout, ORIGIN } from './payments-test-helpers';

const WEBHOOK_SECRET = 'whsec_test_plume';
const signer = new Stripe('sk_test_signer');
let t: TestApp;
let stripe: FakeStripe;
let closeAll: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close: closeAll } = await createStripeTestApp(WEBHOOK_SECRET));
});
afterAll(() => closeAll());

let eventCounter = 0;
function sendEvent(
  type: string,
  object: Record<string, unknown>,
  options: { ageSeconds?: number; id?: string; secret?: string } = {},
) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_${eventCounter}`,
    object: 'event',
    type,
    created: 0,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor(t.clock.now().getTime() / 1000) - (options.ageSeconds ?? 0),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function paidCustomer(customer: string) {
  const user = await createUser(t.app);
  const { session_id } = await openCheckout(t, user.headers);
  const completed = await sendEvent('checkout.session.completed', {
    id: session_id,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: user.login.user_id,
    customer,
    subscription: `sub_${customer}`,
    invoice: `in_first_${customer}`,
    amount_total: 3900,
  });
  expect(completed.statusCode).toBe(200);
  return user;
}

describe('Stripe adapter through the official SDK', () => {
  it('creates a subscription-mode Checkout session with the parameters Stripe expects', async () => {
    await t.container.payments.store.catalogue.createPromoCode({
      code: 'PRINTEMPS',
      discountType: 'percentage',
      discountValue: 20,
    });
    const user = await createUser(t.app);
    const { url, session_id } = await openCheckout(t, user.headers, { promo_code: 'printemps' });
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${session_id}`);

    const coupon = stripe.requests.find((r) => r.path === '/v1/coupons');
    expect(coupon?.params).toMatchObject({ percent_off: '20', duration: 'once', max_redemptions: '1' });
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.authorization).toBe('Bearer sk_test_plume');
    expect(created?.idempotencyKey).toMatch(/^checkout-/);
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      success_url: `${ORIGIN}/?session_id={CHECKOUT_SESSION_ID}&payment_success=true`,
      cancel_url: `${ORIGIN}/?payment_cancelled=true`,
      client_reference_id: user.login.user_id,
      customer_email: user.registration.email,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '3900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'discounts[0][coupon]': expect.stringMatching(/^co_test_/),
      'metadata[plan_id]': 'rocket',
      // The new account's trial is kept: Stripe charges when it ends.
      'subscription_data[trial_end]': String(Math.floor(Date.parse(user.login.subscription_ends_at!) / 1000)),
    });
    expect(created?.params).not.toHaveProperty('allow_promotion_codes');
  });

  it('reads the status from Stripe on the server and fulfils a paid session once', async () => {
    const user = await createUser(t.app);
    const { session_id } = await openCheckout(t, user.headers, {
      package_id: 'pro',
      billing_period: 'yearly',
    });
    const status = () => getJson(t, `/api/payments/v1/checkout/status/${session_id}`, user.headers);
    expect(await status()).toEqual({ payment_status: 'unpaid', status: 'open' });

    stripe.markPaid(session_id, {
      customer: 'cus_poll',
      subscription: 'sub_poll',
      invoice: 'in_poll',
      amount_total: 79000,
    });
    expect(await status()).toEqual({ payment_status: 'paid', status: 'complete' });
    expect(await status()).toEqual({ payment_status: 'paid', status: 'complete' });
    const mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(mine).toMatchObject({
      subscription_status: 'active',
      subscription_plan: 'pro',
      billing_period: 'yearly',
    });
    const payments = (await t.container.payments.store.billing.listPayments(100)).filter(
      (p) => p.userId === user.login.user_id,
    );
    expect(payments).toMatchObject([{ amountCents: 79000, providerRef: 'in_poll', billingPeriod: 'yearly' }]);
  });

  it('opens the Customer Portal for a paying customer only', async () => {
    const trial = await createUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: trial.headers,
      payload: { origin_url: ORIGIN },
    });
    expect(refused.statusCode).toBe(404);
    const paying = await paidCustomer('cus_portal');
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: paying.headers,
      payload: { origin_url: ORIGIN },
    });
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session' });
    const request = stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(request?.params).toEqual({ customer: 'cus_portal', return_url: `${ORIGIN}/` });
  });

  it('validates the portal request and requires a session', async () => {
    const user = await createUser(t.app);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: user.headers,
      payload: {},
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('origin_url');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      payload: { origin_url: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a plan chosen during the trial', () => {
  it('stays a trial with nothing recorded until Stripe charges at the trial end', async () => {
    const user = await createUser(t.app);
    const trialEnd = Math.floor(Date.parse(user.login.subscription_ends_at!) / 1000);
    const { session_id } = await openCheckout(t, user.headers);
    const base = { customer: 'cus_trial', subscription: 'sub_trial' };
    await sendEvent('checkout.session.completed', {
      id: session_id,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: user.login.user_id,
      ...base,
      invoice: 'in_trial_open',
      amount_total: 0,
    });
    await sendEvent('invoice.paid', {
      id: 'in_trial_open',
      billing_reason: 'subscription_create',
      amount_paid: 0,
      ...base,
      lines: { data: [{ period: { end: trialEnd } }] },
    });
    await sendEvent('customer.subscription.updated', {
      id: 'sub_trial',
      ...base,
      status: 'trialing',
      items: { data: [{ current_period_end: trialEnd }] },
    });
    const payments = async () =>
      (await t.container.payments.store.billing.listPayments(100)).filter(
        (p) => p.userId === user.login.user_id,
      );
    let mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(mine).toMatchObject({
      subscription_status: 'trial',
      subscription_plan: 'rocket',
      // Stripe's trial end, to the second.
      subscription_ends_at: new Date(trialEnd * 1000).toISOString(),
      first_payment_at: new Date(trialEnd * 1000).toISOString(),
      can_manage_billing: true,
    });
    expect(await payments()).toEqual([]);

    await sendEvent('invoice.paid', {
      id: 'in_first_charge',
      billing_reason: 'subscription_cycle',
      amount_paid: 3900,
      ...base,
      lines: { data: [{ period: { end: trialEnd + 31 * 86_400 } }] },
    });
    mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(mine).toMatchObject({ subscription_status: 'active', first_payment_at: null });
    expect(await payments()).toMatchObject([{ amountCents: 3900, providerRef: 'in_first_charge' }]);
  });
});

describe('POST /api/payments/webhook', () => {
  it('accepts a good signature and activates the subscription', async () => {
    const user = await paidCustomer('cus_good');
    const me = await getJson(t, '/api/auth/me', user.headers);
    expect(me).toMatchObject({ subscription_status: 'active', subscription_plan: 'rocket' });
  });

  it('refuses a bad signature and a stale one (older than 5 minutes)', async () => {
    const bad = await sendEvent('invoice.paid', { id: 'in_x' }, { secret: 'whsec_wrong' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      detail: 'Signature du webhook invalide',
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
    const stale = await sendEvent('invoice.paid', { id: 'in_y' }, { ageSeconds: 301 });
    expect(stale.statusCode).toBe(400);
    const fresh = await sendEvent('invoice.paid', { id: 'in_z' }, { ageSeconds: 200 });
    expect(fresh.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('handles a replayed event id once', async () => {
    const user = await paidCustomer('cus_replay');
    const invoice = {
      id: 'in_renewal',
      object: 'invoice',
      customer: 'cus_replay',
      amount_paid: 3900,
      lines: { data: [{ period: { end: Math.floor(t.clock.now().getTime() / 1000) + 62 * 86_400 } }] },
    };
    expect((await sendEvent('invoice.paid', invoice, { id: 'evt_replayed' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    // The same event again, even with changed content, is acknowledged and ignored.
    const replay = await sendEvent('invoice.paid', { ...invoice, id: 'in_other' }, { id: 'evt_replayed' });
    expect(replay.statusCode).toBe(200);
    const payments = (await t.container.payments.store.billing.listPayments(100)).filter(
      (p) => p.userId === user.login.user_id,
    );
    expect(payments.map((p) => p.providerRef).sort()).toEqual(['in_first_cus_replay', 'in_renewal']);
  });

  it('follows the subscription: renewal, failed payment, cancellation at period end, deletion', async () => {
    const user = await paidCustomer('cus_life');
    const periodEnd = Math.floor(t.clock.now().getTime() / 1000) + 40 * 86_400;
    await sendEvent('invoice.payment_failed', { id: 'in_fail', customer: 'cus_life', amount_due: 3900 });
    await sendEvent('customer.subscription.updated', {
      id: 'sub_cus_life',
      customer: 'cus_life',
      status: 'active',
      cancel_at_period_end: true,
      items: { data: [{ current_period_end: periodEnd }] },
    });
    let mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(mine).toMatchObject({ subscription_status: 'active', cancel_at_period_end: true });
    expect(mine.subscription_ends_at).toBe(new Date(periodEnd * 1000).toISOString());

    await sendEvent('customer.subscription.deleted', {
      id: 'sub_cus_life',
      customer: 'cus_life',
      status: 'canceled',
    });
    mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(mine.subscription_status).toBe('cancelled');
    const failed = (await t.container.payments.store.billing.listPayments(100)).find(
      (p) => p.userId === user.login.user_id && p.status === 'failed',
    );
    expect(failed).toMatchObject({ amountCents: 3900 });
  });
});
