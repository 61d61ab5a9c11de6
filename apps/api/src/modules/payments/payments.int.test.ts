import type { MySubscription, PackagesResponse } from '@plume/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { endTrial, getJson, openCheckout, ORIGIN, pressDemoButton } from './payments-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/payments/packages', () => {
  it('lists the three seeded plans with euro amounts', async () => {
    const { headers } = await createUser(t.app);
    const { packages } = await getJson<PackagesResponse>(t, '/api/payments/packages', headers);
    expect(Object.keys(packages)).toEqual(['starter', 'rocket', 'pro']);
    expect(packages.rocket).toMatchObject({
      plan_id: 'rocket',
      name: 'Rocket',
      amount: 39,
      amount_yearly: 390,
    });
    expect(packages.starter?.limits).toEqual({ posts_per_month: 12, networks: 1, library_size: 100 });
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/packages' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/payments/my-subscription', () => {
  it('shows the one-month trial started at registration and a referral code', async () => {
    const { headers } = await createUser(t.app);
    const mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', headers);
    expect(mine).toMatchObject({
      subscription_status: 'trial',
      subscription_plan: null,
      can_manage_billing: false,
    });
    const days = (new Date(mine.subscription_ends_at!).getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(mine.referral.code).toMatch(/^[A-Z2-9]{8}$/);
    const again = await getJson<MySubscription>(t, '/api/payments/my-subscription', headers);
    expect(again.referral.code).toBe(mine.referral.code);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/my-subscription' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/payments/v1/checkout/session', () => {
  it('opens a demonstration checkout that shows plan, price and the pay/cancel buttons', async () => {
    const { headers } = await createUser(t.app);
    const { url, session_id } = await openCheckout(t, headers);
    expect(url).toBe(`${ORIGIN}/api/payments/demo/checkout/${session_id}`);
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Paiement de démonstration');
    expect(page.body).toContain('Rocket');
    expect(page.body).toMatch(/39,00\s€/);
    expect(page.body).toContain('>Payer<');
    expect(page.body).toContain('>Annuler<');
  });

  it('refuses an unknown plan with a French detail naming the field', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/checkout/session',
      headers,
      payload: { package_id: 'gold', origin_url: ORIGIN },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('package_id');
    expect(response.json().detail).toContain('Forfait inconnu');
  });

  it('refuses an origin that is not ours (no open redirect)', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/checkout/session',
      headers,
      payload: { package_id: 'rocket', origin_url: 'https://pirate.example' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    expect(response.json().detail).toContain('origin_url');
  });

  it('refuses an unknown promo code', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/checkout/session',
      headers,
      payload: { package_id: 'rocket', origin_url: ORIGIN, promo_code: 'inconnu' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'PROMO_CODE_INVALID' });
  });

  it('requires a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/checkout/session',
      payload: { package_id: 'rocket', origin_url: ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('paying on the demonstration page', () => {
  it('after the trial: returns to the site root, and the status poll then the subscription show the payment', async () => {
    const { headers, login } = await createUser(t.app);
    await endTrial(t, login.user_id);
    const { url, session_id } = await openCheckout(t, headers);
    const before = await getJson(t, `/api/payments/v1/checkout/status/${session_id}`, headers);
    expect(before).toEqual({ payment_status: 'unpaid', status: 'open' });

    const paid = await pressDemoButton(t, url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/?session_id=${session_id}&payment_success=true`);

    const after = await getJson(t, `/api/payments/v1/checkout/status/${session_id}`, headers);
    expect(after).toEqual({ payment_status: 'paid', status: 'complete' });
    const mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', headers);
    expect(mine).toMatchObject({
      subscription_status: 'active',
      subscription_plan: 'rocket',
      plan_name: 'Rocket',
      billing_period: 'monthly',
      can_manage_billing: true,
    });
    const me = await getJson(t, '/api/auth/me', headers);
    expect(me).toMatchObject({ subscription_status: 'active', subscription_plan: 'rocket' });

    const recorded = await t.container.payments.store.billing.listPayments(50);
    const payment = recorded.find((row) => row.userId === (me as { user_id: string }).user_id);
    expect(payment).toMatchObject({
      amountCents: 3900,
      currency: 'EUR',
      status: 'succeeded',
      billingPeriod: 'monthly',
    });
    expect(recorded.filter((row) => row.userId === payment?.userId)).toHaveLength(1);
  });

  it('cancelling returns with payment_cancelled and changes nothing', async () => {
    const { headers } = await createUser(t.app);
    const { url, session_id } = await openCheckout(t, headers);
    const cancelled = await pressDemoButton(t, url, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${ORIGIN}/?payment_cancelled=true`);
    const status = await getJson(t, `/api/payments/v1/checkout/status/${session_id}`, headers);
    expect(status).toEqual({ payment_status: 'unpaid', status: 'open' });
    const me = await getJson(t, '/api/auth/me', headers);
    expect(me).toMatchObject({ subscription_status: 'trial' });
  });

  it('cancels through the demonstration customer portal: active until the end of the period', async () => {
    const { headers, login } = await createUser(t.app);
    await endTrial(t, login.user_id);
    const { url } = await openCheckout(t, headers);
    await pressDemoButton(t, url, 'pay');
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers,
      payload: { origin_url: ORIGIN },
    });
    const portalPath = new URL(portal.json<{ url: string }>().url).pathname;
    expect(portalPath).toMatch(/^\/api\/payments\/demo\/portal\//);
    const page = await t.app.inject({ method: 'GET', url: portalPath });
    expect(page.body).toContain("Résilier l'abonnement");
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${portalPath}/cancel-subscription`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancelled.headers.location).toBe(`${ORIGIN}/`);
    const mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', headers);
    expect(mine).toMatchObject({ subscription_status: 'active', cancel_at_period_end: true });
    const forged = await t.app.inject({ method: 'GET', url: `${portalPath.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);
  });

  it('answers 404 for an unknown demonstration session', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/payments/demo/checkout/cs_demo_inconnu' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Session introuvable');
  });
});

describe('GET /api/payments/v1/checkout/status/{session_id}', () => {
  it("answers 404 for someone else's session", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const { session_id } = await openCheckout(t, owner.headers);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/v1/checkout/status/${session_id}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'Session de paiement introuvable',
      code: 'CHECKOUT_SESSION_NOT_FOUND',
    });
  });

  it('refuses an over-long session id with a French detail', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/v1/checkout/status/${'x'.repeat(150)}`,
      headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('session_id');
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/v1/checkout/status/cs_x' });
    expect(response.statusCode).toBe(401);
  });
});
