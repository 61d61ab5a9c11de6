import type { MySubscription } from '@plume/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { endTrial, getJson, openCheckout, pressDemoButton } from './payments-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalogue = () => t.container.payments.store.catalogue;

describe('promo codes', () => {
  it('shows the discount on the checkout page and charges the reduced amount', async () => {
    await catalogue().createPromoCode({ code: 'MOINS5', discountType: 'fixed', discountValue: 500 });
    const { headers, login } = await createUser(t.app);
    await endTrial(t, login.user_id);
    const { url } = await openCheckout(t, headers, { package_id: 'starter', promo_code: 'moins5' });
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('Code promo');
    expect(page.body).toMatch(/14,00\s€/);
    expect((await catalogue().findPromoCode('MOINS5'))?.usedCount).toBe(0);
    await pressDemoButton(t, url, 'pay');
    const payments = await t.container.payments.store.billing.listPayments(100);
    expect(payments.find((p) => p.userId === login.user_id)?.amountCents).toBe(1400);
    expect((await catalogue().findPromoCode('MOINS5'))?.usedCount).toBe(1);
  });

  it('refuses inactive and expired codes', async () => {
    const { headers } = await createUser(t.app);
    await catalogue().createPromoCode({
      code: 'ETEINT',
      discountType: 'percentage',
      discountValue: 10,
      active: false,
    });
    await catalogue().createPromoCode({
      code: 'PASSE',
      discountType: 'percentage',
      discountValue: 10,
      expiresAt: new Date(t.clock.now().getTime() - 1000),
    });
    for (const promo_code of ['ETEINT', 'PASSE']) {
      await expect(openCheckout(t, headers, { promo_code })).rejects.toThrow(/PROMO_CODE_INVALID/);
    }
  });

  it('never counts past max_uses under concurrent payments, and refuses the code once used up', async () => {
    const promo = await catalogue().createPromoCode({
      code: 'DUO',
      discountType: 'percentage',
      discountValue: 50,
      maxUses: 2,
    });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    const sessions = await Promise.all(buyers.map((b) => openCheckout(t, b.headers, { promo_code: 'DUO' })));
    expect((await catalogue().findPromoCode('DUO'))?.usedCount).toBe(0);
    const paid = await Promise.all(sessions.map((s) => pressDemoButton(t, s.url, 'pay')));
    expect(paid.map((r) => r.statusCode)).toEqual([303, 303, 303, 303]);
    expect((await catalogue().findPromoCode('DUO'))?.usedCount).toBe(2);
    expect(await catalogue().recordPromoUse(promo!.id)).toBe(false);
    const late = await createUser(t.app);
    await expect(openCheckout(t, late.headers, { promo_code: 'DUO' })).rejects.toThrow(/PROMO_CODE_INVALID/);
  });
});

describe('referrals', () => {
  it('gives the referrer a free month when the referred user first pays, shown to both', async () => {
    const referrer = await createUser(t.app);
    const before = await getJson<MySubscription>(t, '/api/payments/my-subscription', referrer.headers);
    const referred = await createUser(t.app, { referral_code: before.referral.code.toLowerCase() });
    await endTrial(t, referred.login.user_id);
    let after = await getJson<MySubscription>(t, '/api/payments/my-subscription', referrer.headers);
    expect(after.referral).toMatchObject({ invited_count: 1, rewarded_count: 0 });

    const first = await openCheckout(t, referred.headers);
    await pressDemoButton(t, first.url, 'pay');
    const second = await openCheckout(t, referred.headers, { package_id: 'pro' });
    await pressDemoButton(t, second.url, 'pay');

    after = await getJson<MySubscription>(t, '/api/payments/my-subscription', referrer.headers);
    expect(after.referral).toMatchObject({ invited_count: 1, rewarded_count: 1 });
    const gainedDays =
      (new Date(after.subscription_ends_at!).getTime() - new Date(before.subscription_ends_at!).getTime()) /
      86_400_000;
    expect(gainedDays).toBeGreaterThanOrEqual(28);
    expect(gainedDays).toBeLessThanOrEqual(31);
    const referredView = await getJson<MySubscription>(t, '/api/payments/my-subscription', referred.headers);
    expect(referredView.referral.referred_by_rewarded).toBe(true);
  });

  it('ignores an unknown referral code at registration', async () => {
    const { headers } = await createUser(t.app, { referral_code: 'INCONNU1' });
    const mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', headers);
    expect(mine.referral.referred_by_rewarded).toBe(false);
  });
});
