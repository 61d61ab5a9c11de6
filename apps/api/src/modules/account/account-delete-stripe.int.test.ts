import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createStripeTestApp, type FakeStripe } from '../../test/stripe-test-app';
import type { TestApp } from '../../test/test-app';
import type { seedUser } from '../admin/admin-test-helpers';
import { subscribedUser } from './account-test-helpers';

let t: TestApp;
let stripe: FakeStripe;
let closeAll: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close: closeAll } = await createStripeTestApp());
});
afterAll(() => closeAll());

const deleteOwnAccount = (user: Awaited<ReturnType<typeof seedUser>>) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: user.headers,
    payload: { password: user.registration.password, confirmation: 'SUPPRIMER' },
  });

describe('DELETE /api/account with a Stripe subscription', () => {
  it('cancels the subscription at Stripe before deleting anything', async () => {
    const user = await subscribedUser(t, 'sub_own_deletion');
    const response = await deleteOwnAccount(user);
    expect(response.statusCode).toBe(200);
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/v1/subscriptions/sub_own_deletion' }),
    );
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('answers 502 and deletes nothing when Stripe cannot cancel', async () => {
    const user = await subscribedUser(t, 'sub_unreachable');
    await stripe.close();
    const response = await deleteOwnAccount(user);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe(
      'Le service de paiement est momentanément indisponible. Veuillez réessayer.',
    );
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
