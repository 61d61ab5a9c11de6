import type { AdminUser } from '@plume/contracts/admin';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, contentItems, users } from '../../db/schema/index';
import { uploadToMonth } from '../../test/library-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedAdmin, seedUser } from './admin-test-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof seedAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-15T10:00:00Z');
  admin = await seedAdmin(t);
});
afterAll(() => t.close());

const listUsers = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminUser[]>();
};
const setSubscription = (id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/subscription`,
    headers: admin.headers,
    payload,
  });
const lastAudit = async (action: string) => {
  const [row] = await t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return row;
};

describe('GET /api/admin/users', () => {
  it('answers a plain array with the admin user view, "Non défini" left to the UI as null', async () => {
    const { id } = await seedUser(t, {}, { first_name: 'Zoé', last_name: 'Martin' });
    const found = (await listUsers()).find((user) => user.id === id);
    expect(found).toMatchObject({
      first_name: 'Zoé',
      last_name: 'Martin',
      business_name: null,
      subscription_status: 'trial',
      total_posts_generated: 0,
    });
  });

  it('counts generation events, not stored posts', async () => {
    const { id } = await seedUser(t);
    await t.container.admin.repository.recordGeneration(id, 12, new Date('2026-11-02T10:00:00Z'));
    await t.container.admin.repository.recordGeneration(id, 12, new Date('2026-11-03T10:00:00Z'));
    const found = (await listUsers()).find((user) => user.id === id);
    expect(found?.total_posts_generated).toBe(24);
  });

  it('searches e-mail, names and business name without regard to case, and filters by status', async () => {
    const baker = await seedUser(
      t,
      { subscriptionStatus: 'active' },
      { first_name: 'Ophélie', last_name: 'Fournil' },
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-profile',
      headers: baker.headers,
      payload: { business_name: 'Boulangerie du Quai' },
    });
    expect((await listUsers('?search=FOURNIL')).map((u) => u.id)).toEqual([baker.id]);
    expect((await listUsers('?search=ophélie')).map((u) => u.id)).toEqual([baker.id]);
    expect(
      (await listUsers(`?search=${encodeURIComponent(baker.registration.email.toUpperCase())}`)).map(
        (u) => u.id,
      ),
    ).toEqual([baker.id]);
    expect((await listUsers('?search=quai&status=active')).map((u) => u.id)).toEqual([baker.id]);
    expect(await listUsers('?search=quai&status=expired')).toEqual([]);
    expect(await listUsers('?search=100%25')).toEqual([]);
  });

  it('keeps % and _ literal, finds short terms, and follows a renamed business (trigram indexes)', async () => {
    const shop = await seedUser(t, {}, { first_name: 'Zoé', last_name: 'Xu' });
    const rename = (business_name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/business-profile',
        headers: shop.headers,
        payload: { business_name },
      });
    await rename('Remise 100% bio_vrac');
    const ids = async (query: string) => (await listUsers(query)).map((u) => u.id);
    expect(await ids('?search=100%25%20BIO')).toEqual([shop.id]);
    expect(await ids('?search=bio_vrac')).toEqual([shop.id]);
    expect(await ids('?search=bioxvrac')).toEqual([]);
    expect(await ids('?search=1_0')).toEqual([]);
    expect(await ids('?search=xu')).toContain(shop.id);
    await rename('Épicerie Nouvelle');
    expect(await ids('?search=nouvelle')).toEqual([shop.id]);
    expect(await ids('?search=bio_vrac')).toEqual([]);
  });

  it('pages with limit and offset and refuses bad values in French', async () => {
    const all = await listUsers();
    expect(await listUsers('?limit=1&offset=1')).toEqual([all[1]]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=0',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('limit');
  });
});

describe('PUT /api/admin/users/{id}/subscription', () => {
  it('activates Pro for 30 days, returns to trial, expires; each change is audited', async () => {
    const { id, headers } = await seedUser(t);
    expect(
      (await setSubscription(id, { subscription_status: 'active', subscription_plan: 'pro' })).statusCode,
    ).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/payments/my-subscription', headers });
    expect(mine.json()).toMatchObject({
      subscription_status: 'active',
      subscription_plan: 'pro',
      subscription_ends_at: '2026-12-15T10:00:00.000Z',
    });
    const audit = await lastAudit('user.subscription');
    expect(audit).toMatchObject({ adminId: admin.id, targetId: id });
    expect(audit?.before).toMatchObject({ subscriptionStatus: 'trial' });

    await setSubscription(id, {
      subscription_status: 'trial',
      subscription_plan: null,
      subscription_ends_at: null,
    });
    expect(await t.container.payments.store.billing.findSubscription(id)).toEqual({
      status: 'trial',
      plan: null,
      endsAt: null,
    });
    await setSubscription(id, { subscription_status: 'expired' });
    expect((await t.container.payments.store.billing.findSubscription(id))?.status).toBe('expired');
  });

  it('answers 404 for an unknown user and 422 naming the field', async () => {
    const unknown = await setSubscription('00000000-0000-4000-8000-000000000000', {
      subscription_status: 'trial',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await setSubscription('pas-un-id', { subscription_status: 'trial' })).statusCode).toBe(404);
    const { id } = await seedUser(t);
    const invalid = await setSubscription(id, { subscription_status: 'gold' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('subscription_status');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('removes the user rows and media files, and nothing of another user', async () => {
    const victim = await seedUser(t);
    const neighbour = await seedUser(t);
    const [victimItem] = await uploadToMonth(t.app, victim.headers, 'novembre_2026');
    const [neighbourItem] = await uploadToMonth(t.app, neighbour.headers, 'novembre_2026');
    const keyOf = async (id: string) =>
      (await t.database.db.select().from(contentItems).where(eq(contentItems.id, id)))[0]?.storageKey ?? '';
    const victimKey = await keyOf(victimItem!.id);
    const neighbourKey = await keyOf(neighbourItem!.id);
    const storage = t.container.library.storage;
    expect(await storage.size(victimKey)).toBeGreaterThan(0);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await storage.size(victimKey)).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect(await t.database.db.select().from(contentItems).where(eq(contentItems.userId, victim.id))).toEqual(
      [],
    );
    expect(await storage.size(neighbourKey)).toBeGreaterThan(0);
    expect(
      await t.database.db.select().from(contentItems).where(eq(contentItems.userId, neighbour.id)),
    ).toHaveLength(1);
    expect((await lastAudit('user.delete'))?.targetId).toBe(victim.id);
    // The deleted user's token no longer opens anything.
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.headers });
    expect(after.statusCode).toBe(401);
  });

  it('refuses to delete oneself and answers 404 for an unknown user', async () => {
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('Vous ne pouvez pas supprimer votre propre compte administrateur');
    const rows = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, admin.id), eq(users.isAdmin, true)));
    expect(rows).toHaveLength(1);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

// Last: its change of subscription is audited at the same clock time as the ones above.
describe('GET /api/auth/me after an administrator changes the subscription', () => {
  it("changes the user's own /api/auth/me at once, which answers the same bytes and ETag until then", async () => {
    const { id, headers } = await seedUser(t);
    const me = (extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...headers, ...extra } });
    const first = await me();
    const second = await me();
    expect(first.json()).toMatchObject({ user_id: id, subscription_status: 'trial' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await me({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await setSubscription(id, { subscription_status: 'active', subscription_plan: 'pro' });
    const changed = await me({ 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ subscription_status: 'active', subscription_plan: 'pro' });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });
});
