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

const runExpiryJob = async () => {
  const job = t.container.jobDefinitions.find((d) => d.name === EXPIRE_SUBSCRIPTIONS);
  expect(job?.cron).toBe('5 0 * * *');
  await job?.handler({}, { jobId: 'test', retryCount: 0 });
};

describe('daily expiry of trials and subscriptions', () => {
  it('expires a lapsed trial, cancels a subscription stopped at period end, keeps live ones', async () => {
    const start = t.clock.now();
    const lapsedTrial = await createUser(t.app);
    const stopping = await createUser(t.app);
    const { url } = await openCheckout(t, stopping.headers);
    await pressDemoButton(t, url, 'pay');
    await t.container.payments.store.billing.setCancelAtPeriodEnd(stopping.login.user_id, true);
    const adminTrial = await createUser(t.app);
    await t.container.payments.store.billing.setSubscription(adminTrial.login.user_id, {
      status: 'trial',
      plan: null,
      endsAt: null,
    });

    t.clock.set(new Date(start.getTime() + 20 * 86_400_000));
    const liveTrial = await createUser(t.app);
    t.clock.set(new Date(start.getTime() + 33 * 86_400_000));
    await runExpiryJob();

    // Access tokens have long expired at this clock: read the stored state.
    const status = async (user: { login: { user_id: string } }) =>
      (await t.container.payments.store.billing.findSubscription(user.login.user_id))?.status;
    expect(await status(lapsedTrial)).toBe('expired');
    expect(await status(stopping)).toBe('cancelled');
    expect(await status(adminTrial)).toBe('trial');
    expect(await status(liveTrial)).toBe('trial');
    t.clock.set(start);
    const me = await getJson<{ subscription_status: string }>(t, '/api/auth/me', lapsedTrial.headers);
    expect(me.subscription_status).toBe('expired');
  });
});
