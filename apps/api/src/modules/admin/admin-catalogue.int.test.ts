import type { AdminPayment, AdminPlan, PromoCode } from '@plume/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedAdmin, seedUser } from './admin-test-helpers';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await seedAdmin(t));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const createPromo = (payload: object) => call('POST', '/api/admin/promo-codes', payload);

describe('subscription plans', () => {
  it('lists the plans in euros and edits one', async () => {
    const plans = (await call('GET', '/api/admin/subscription-plans')).json<AdminPlan[]>();
    expect(plans.map((plan) => plan.id)).toEqual(['starter', 'rocket', 'pro']);
    const edited = await call('PUT', '/api/admin/subscription-plans/rocket', {
      name: 'Rocket',
      price_monthly: 31.5,
      price_yearly: 315,
      features: ['Tout Starter', 'Instagram'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id: 'rocket',
      name: 'Rocket',
      price_monthly: 31.5,
      price_yearly: 315,
      features: ['Tout Starter', 'Instagram'],
    });
    expect((await t.container.payments.store.catalogue.findPlan('rocket'))?.priceMonthlyCents).toBe(3150);
  });

  it('refuses a negative price (422) and an unknown plan (404)', async () => {
    const body = { name: 'X', price_monthly: -1, price_yearly: 1, features: [] };
    const invalid = await call('PUT', '/api/admin/subscription-plans/pro', body);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('price_monthly');
    const unknown = await call('PUT', '/api/admin/subscription-plans/gold', { ...body, price_monthly: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('promo codes', () => {
  it('creates a code in upper case, lists it and switches it off', async () => {
    const created = await createPromo({
      code: 'noel2026',
      discount_type: 'fixed',
      discount_value: 5.5,
      max_uses: 10,
      expires_at: '2026-12-31T23:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    const promo = created.json<PromoCode>();
    expect(promo).toMatchObject({
      code: 'NOEL2026',
      discount_type: 'fixed',
      discount_value: 5.5,
      max_uses: 10,
    });
    expect((await t.container.payments.store.catalogue.findPromoCode('NOEL2026'))?.discountValue).toBe(550);
    const listed = (await call('GET', '/api/admin/promo-codes')).json<PromoCode[]>();
    expect(listed.find((item) => item.id === promo.id)).toMatchObject({ active: true, used_count: 0 });
    const off = await call('PATCH', `/api/admin/promo-codes/${promo.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
  });

  it('answers 409 for a code that exists, whatever its case', async () => {
    await createPromo({ code: 'ETE', discount_type: 'percentage', discount_value: 20 });
    const again = await createPromo({ code: 'ete', discount_type: 'percentage', discount_value: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('code : ce code promo existe déjà');
  });

  it.each([
    [{ code: 'A', discount_type: 'percentage', discount_value: 0 }, 'discount_value'],
    [{ code: 'A', discount_type: 'percentage', discount_value: 101 }, 'discount_value'],
    [{ code: 'A', discount_type: 'fixed', discount_value: -5 }, 'discount_value'],
    [{ code: '', discount_type: 'fixed', discount_value: 5 }, 'code'],
    [{ code: 'A', discount_type: 'gift', discount_value: 5 }, 'discount_type'],
    [{ code: 'A', discount_type: 'fixed', discount_value: 5, max_uses: 0 }, 'max_uses'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await createPromo(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(field);
  });

  it('answers 404 when switching an unknown code', async () => {
    const response = await call('PATCH', '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000', {
      active: true,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('payments and referrals', () => {
  it('lists payments newest first in euros', async () => {
    const { id } = await seedUser(t);
    const billing = t.container.payments.store.billing;
    const record = (ref: string, amountCents: number, createdAt: string) =>
      billing.recordPayment({
        userId: id,
        amountCents,
        status: 'succeeded',
        subscriptionPlan: 'pro',
        billingPeriod: 'monthly',
        providerRef: ref,
        createdAt: new Date(createdAt),
      });
    await record('in_old', 1900, '2026-01-01T10:00:00Z');
    await record('in_new', 4900, '2026-02-01T10:00:00Z');
    const list = (await call('GET', '/api/admin/payments')).json<AdminPayment[]>();
    expect(list.map((payment) => payment.amount)).toEqual([49, 19]);
    expect(list[0]).toMatchObject({ user_id: id, subscription_plan: 'pro', billing_period: 'monthly' });
  });

  it('lists referrals with both e-mails', async () => {
    const referrer = await seedUser(t);
    const referred = await seedUser(t);
    await t.container.payments.store.referrals.insertReferral(referrer.id, referred.id);
    const response = await call('GET', '/api/admin/referrals');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        referrer_id: referrer.id,
        referrer_email: referrer.registration.email,
        referred_email: referred.registration.email,
        status: 'pending',
        rewarded_at: null,
      }),
    ]);
  });
});
