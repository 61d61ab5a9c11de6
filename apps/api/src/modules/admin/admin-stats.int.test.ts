import type { AdminStats, RevenueAnalytics } from '@plume/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedAdmin, seedUser } from './admin-test-helpers';

let t: TestApp;
let headers: Record<string, string>;
const at = (iso: string) => new Date(iso);

/**
 * A small data set whose figures are worked out by hand below. "Now" is 15 November 2026, 11:00 in Paris;
 * the month starts on 31 October at 23:00 UTC and the day on 14 November at 23:00 UTC.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-15T10:00:00Z');
  const catalogue = t.container.payments.store.catalogue;
  const billing = t.container.payments.store.billing;
  await catalogue.updatePlan('rocket', { priceMonthlyCents: 2900, priceYearlyCents: 30000 });
  await catalogue.updatePlan('pro', { priceMonthlyCents: 4900, priceYearlyCents: 49000 });

  const admin = await seedAdmin(t, { subscriptionStatus: 'expired', createdAt: at('2026-01-01T09:00:00Z') });
  headers = admin.headers;
  // Active, yearly rocket through the provider, registered before the month: 300 € / 12 = 25 € of MRR.
  const u1 = await seedUser(t, {
    subscriptionStatus: 'active',
    subscriptionPlan: 'rocket',
    createdAt: at('2026-05-01T09:00:00Z'),
  });
  await billing.upsertAccount({
    userId: u1.id,
    customerId: 'cus_u1',
    subscriptionId: 'sub_u1',
    planId: 'rocket',
    billingPeriod: 'yearly',
  });
  // Active pro set by an administrator (no provider account): 49 € of MRR; new this month.
  const u2 = await seedUser(t, {
    subscriptionStatus: 'active',
    subscriptionPlan: 'pro',
    createdAt: at('2026-11-03T09:00:00Z'),
  });
  // Trial, new this month.
  const u3 = await seedUser(t, { subscriptionStatus: 'trial', createdAt: at('2026-11-10T09:00:00Z') });
  // Paid subscription that ended this month: lost.
  const u4 = await seedUser(t, {
    subscriptionStatus: 'expired',
    subscriptionPlan: 'starter',
    subscriptionEndsAt: at('2026-11-05T09:00:00Z'),
    createdAt: at('2026-03-01T09:00:00Z'),
  });
  // Cancelled last month: not lost this month.
  await seedUser(t, {
    subscriptionStatus: 'cancelled',
    subscriptionPlan: 'pro',
    subscriptionEndsAt: at('2026-10-20T09:00:00Z'),
    createdAt: at('2026-02-01T09:00:00Z'),
  });
  // Trial registered at 00:30 on 1 November in Paris (still October in UTC): new this month.
  await seedUser(t, { subscriptionStatus: 'trial', createdAt: at('2026-10-31T23:30:00Z') });

  const events = t.container.admin.repository;
  await events.recordGeneration(u1.id, 5, at('2026-11-15T08:00:00Z')); // today
  await events.recordGeneration(u2.id, 3, at('2026-11-14T23:30:00Z')); // today, 00:30 in Paris
  await events.recordGeneration(u3.id, 7, at('2026-11-14T22:30:00Z')); // yesterday, 23:30 in Paris
  await events.recordGeneration(u4.id, 2, at('2026-10-31T22:00:00Z')); // October in Paris

  const pay = (userId: string, amountCents: number, status: string, createdAt: string, ref: string) =>
    billing.recordPayment({
      userId,
      amountCents,
      status,
      subscriptionPlan: 'rocket',
      billingPeriod: 'monthly',
      providerRef: ref,
      createdAt: at(createdAt),
    });
  await pay(u1.id, 1900, 'succeeded', '2026-11-02T10:00:00Z', 'in_1');
  await pay(u2.id, 2900, 'succeeded', '2026-11-02T12:00:00Z', 'in_2');
  await pay(u2.id, 4900, 'failed', '2026-11-10T12:00:00Z', 'in_3');
  await pay(u4.id, 1000, 'succeeded', '2026-10-31T23:30:00Z', 'in_4'); // 1 November in Paris
  await pay(u4.id, 5000, 'succeeded', '2026-10-31T22:00:00Z', 'in_5'); // October in Paris
  // Paid through the demonstration checkout (a staging set-up): an active subscription, but never revenue.
  const demo = await seedUser(t, {
    subscriptionStatus: 'active',
    subscriptionPlan: 'pro',
    createdAt: at('2026-11-04T09:00:00Z'),
  });
  await billing.upsertAccount({
    userId: demo.id,
    customerId: 'cus_demo_AbC',
    subscriptionId: 'sub_demo_AbC',
    planId: 'pro',
    billingPeriod: 'monthly',
  });
  await pay(demo.id, 4900, 'succeeded', '2026-11-04T10:00:00Z', 'in_demo_AbC');
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('computes every figure in the administrator timezone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminStats>()).toEqual({
      total_users: 8,
      new_users_this_month: 4,
      active_subscriptions: 3,
      trial_users: 2,
      // The demonstration subscription adds nothing.
      mrr: 74,
      // 1 lost (u4) over 2 active at the month's start (u1 and u4).
      churn_rate: 50,
      posts_generated_today: 8,
      posts_generated_this_month: 15,
    });
  });
});

describe('GET /api/admin/analytics/revenue', () => {
  it('sums the month succeeded real payments and gives one entry per day so far', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/revenue?period=month',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<RevenueAnalytics>();
    expect(body.total_revenue).toBe(58);
    expect(body.total_transactions).toBe(3);
    expect(body.daily).toHaveLength(15);
    expect(body.daily[0]).toEqual({ date: '2026-11-01', revenue: 10, transactions: 1 });
    expect(body.daily[1]).toEqual({ date: '2026-11-02', revenue: 48, transactions: 2 });
    expect(body.daily[14]).toEqual({ date: '2026-11-15', revenue: 0, transactions: 0 });
  });

  it('refuses another period with a French detail', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/revenue?period=decade',
      headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('period');
  });
});
