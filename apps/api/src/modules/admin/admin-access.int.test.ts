import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedAdmin, seedUser } from './admin-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const someId = '00000000-0000-4000-8000-000000000000';
const endpoints: { method: 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'PUT',
    url: `/api/admin/users/${someId}/subscription`,
    payload: { subscription_status: 'trial' },
  },
  { method: 'DELETE', url: `/api/admin/users/${someId}` },
  { method: 'GET', url: '/api/admin/subscription-plans' },
  {
    method: 'PUT',
    url: '/api/admin/subscription-plans/pro',
    payload: { name: 'Pro', price_monthly: 1, price_yearly: 10, features: [] },
  },
  { method: 'GET', url: '/api/admin/promo-codes' },
  {
    method: 'POST',
    url: '/api/admin/promo-codes',
    payload: { code: 'X', discount_type: 'percentage', discount_value: 10 },
  },
  { method: 'PATCH', url: `/api/admin/promo-codes/${someId}`, payload: { active: false } },
  { method: 'GET', url: '/api/admin/payments' },
  { method: 'GET', url: '/api/admin/referrals' },
  { method: 'GET', url: '/api/admin/analytics/revenue?period=month' },
];

describe('administrator access', () => {
  it.each(endpoints)('$method $url answers 401 without a session', async (endpoint) => {
    const response = await t.app.inject(endpoint);
    expect(response.statusCode).toBe(401);
  });

  it.each(endpoints)('$method $url answers 403 to a normal user', async (endpoint) => {
    const { headers } = await seedUser(t);
    const response = await t.app.inject({ ...endpoint, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Accès administrateur requis');
  });

  it('is checked on every call: a demoted administrator is refused at once', async () => {
    const admin = await seedAdmin(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })).statusCode,
    ).toBe(200);
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin.id));
    t.container.userCache.invalidate(admin.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })).statusCode,
    ).toBe(403);
  });
});
