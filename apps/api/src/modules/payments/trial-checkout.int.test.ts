import type { MySubscription } from '@plume/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPIRE_SUBSCRIPTIONS } from './payments.jobs';
import { getJson, openCheckout, pressDemoButton } from './payments-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const billing = () => t.container.payments.store.billing;
const paymentsOf = async (userId: string) =>
  (await billing().listPayments(500)).filter((payment) => payment.userId === userId);
const runDailyJob = async () => {
  const job = t.container.jobDefinitions.find((definition) => definition.name === EXPIRE_SUBSCRIPTIONS);
  await job?.handler({}, { jobId: 'test', retryCount: 0 });
};
const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso));

describe('choosing a plan during the free trial (demonstration checkout)', () => {
  it('keeps the trial days, says so before paying, and charges first at the trial end', async () => {
    const start = t.clock.now();
    await t.container.payments.store.catalogue.createPromoCode({
      code: 'ESSAI10',
      discountType: 'percentage',
      discountValue: 10,
    });
    const referrer = await createUser(t.app);
    const code = (await getJson<MySubscription>(t, '/api/payments/my-subscription', referrer.headers))
      .referral.code;
    const user = await createUser(t.app, { referral_code: code });
    const trialEnd = user.login.subscription_ends_at!;
    const before = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(before).toMatchObject({ subscription_status: 'trial', first_payment_at: trialEnd });

    const { url, session_id } = await openCheckout(t, user.headers, { promo_code: 'essai10' });
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const date = frenchDate(trialEnd);
    expect(page.body).toContain(
      `Votre essai gratuit continue jusqu'au ${date} ; le premier paiement aura lieu le ${date}.`,
    );
    expect(page.body).toMatch(/À payer aujourd'hui<\/dt><dd class="total">0,00\s€/);
    expect(page.body).toMatch(/35,10\s€/);

    await pressDemoButton(t, url, 'pay');
    const status = await getJson(t, `/api/payments/v1/checkout/status/${session_id}`, user.headers);
    expect(status).toEqual({ payment_status: 'no_payment_required', status: 'complete' });
    const during = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(during).toMatchObject({
      subscription_status: 'trial',
      subscription_plan: 'rocket',
      plan_name: 'Rocket',
      subscription_ends_at: trialEnd,
      first_payment_at: trialEnd,
      can_manage_billing: true,
    });
    // Nothing charged, nothing counted as revenue, and the referrer not yet rewarded.
    expect(await paymentsOf(user.login.user_id)).toEqual([]);
    const referrerDuring = await getJson<MySubscription>(
      t,
      '/api/payments/my-subscription',
      referrer.headers,
    );
    expect(referrerDuring.referral.rewarded_count).toBe(0);

    // The day before the end nothing happens; after it, the first charge.
    t.clock.set(new Date(Date.parse(trialEnd) - DAY_MS));
    await runDailyJob();
    expect(await paymentsOf(user.login.user_id)).toEqual([]);
    t.clock.set(new Date(Date.parse(trialEnd) + 60_000));
    await runDailyJob();
    await runDailyJob();
    const charged = await paymentsOf(user.login.user_id);
    expect(charged).toMatchObject([{ amountCents: 3510, status: 'succeeded', billingPeriod: 'monthly' }]);
    const after = await billing().findSubscription(user.login.user_id);
    expect(after).toMatchObject({ status: 'active', plan: 'rocket' });
    expect(after!.endsAt!.getTime()).toBeGreaterThan(Date.parse(trialEnd) + 27 * DAY_MS);
    t.clock.set(start);
    const referrerAfter = await getJson<MySubscription>(t, '/api/payments/my-subscription', referrer.headers);
    expect(referrerAfter.referral.rewarded_count).toBe(1);
  });

  it('charges at once when less than 48 hours of trial remain, and says nothing of a kept trial', async () => {
    const user = await createUser(t.app);
    await billing().setSubscription(user.login.user_id, {
      status: 'trial',
      endsAt: new Date(t.clock.now().getTime() + DAY_MS),
    });
    t.container.userCache.invalidate(user.login.user_id);
    const mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(mine.first_payment_at).toBeNull();
    const { url } = await openCheckout(t, user.headers);
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).not.toContain('Votre essai gratuit continue');
    await pressDemoButton(t, url, 'pay');
    expect(await paymentsOf(user.login.user_id)).toMatchObject([{ amountCents: 3900 }]);
    const after = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(after).toMatchObject({ subscription_status: 'active', first_payment_at: null });
  });

  it('stopping the chosen plan in the portal before the first charge ends the account at the trial end', async () => {
    const user = await createUser(t.app);
    const { url } = await openCheckout(t, user.headers);
    await pressDemoButton(t, url, 'pay');
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/payments/portal',
      headers: user.headers,
      payload: { origin_url: 'http://localhost:3000' },
    });
    const portalPath = new URL(portal.json<{ url: string }>().url).pathname;
    await t.app.inject({
      method: 'POST',
      url: `${portalPath}/cancel-subscription`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const mine = await getJson<MySubscription>(t, '/api/payments/my-subscription', user.headers);
    expect(mine).toMatchObject({
      subscription_status: 'trial',
      cancel_at_period_end: true,
      first_payment_at: null,
    });
    const start = t.clock.now();
    t.clock.set(new Date(Date.parse(user.login.subscription_ends_at!) + 60_000));
    await runDailyJob();
    t.clock.set(start);
    expect(await paymentsOf(user.login.user_id)).toEqual([]);
    expect((await billing().findSubscription(user.login.user_id))?.status).toBe('cancelled');
  });
});
