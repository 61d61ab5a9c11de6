import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createStripeTestApp, type FakeStripe } from '../../test/stripe-test-app';
import type { TestApp } from '../../test/test-app';
import { subscribedUser } from '../account/account-test-helpers';
import { seedAdmin } from './admin-test-helpers';

let t: TestApp;
let stripe: FakeStripe;
let closeAll: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close: closeAll } = await createStripeTestApp());
});
afterAll(() => closeAll());

describe('DELETE /api/admin/users/{id} with Stripe', () => {
  it('cancels the Stripe subscription before removing the account', async () => {
    const { headers } = await seedAdmin(t);
    const user = await subscribedUser(t, 'sub_to_cancel');
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/v1/subscriptions/sub_to_cancel' }),
    );
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('keeps the account when Stripe refuses, so the administrator can retry', async () => {
    const { headers } = await seedAdmin(t);
    // The provider cannot be reached (a 404 would count as already cancelled, so the fake is stopped instead).
    await stripe.close();
    const user = await subscribedUser(t, 'sub_unreachable');
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers });
    expect(response.statusCode).toBe(502);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
