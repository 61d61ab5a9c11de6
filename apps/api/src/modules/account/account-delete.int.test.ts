import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, notes, payments, posts, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedUser } from '../admin/admin-test-helpers';
import { seedAccountData } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Seeded = Awaited<ReturnType<typeof seedUser>>;
const deleteAccount = (user: Pick<Seeded, 'headers'>, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, payload });
const confirm = (user: Seeded) => ({ password: user.registration.password, confirmation: 'SUPPRIMER' });
const storageKeyOf = async (id: string) =>
  (await t.database.db.select().from(contentItems).where(eq(contentItems.id, id)))[0]!.storageKey;

describe('DELETE /api/account', () => {
  it('removes the rows, files and sessions, and keeps the payments detached from the person', async () => {
    const user = await seedUser(t);
    const neighbour = await seedUser(t);
    const { item, payment } = await seedAccountData(t, user);
    const neighbourData = await seedAccountData(t, neighbour);
    const key = await storageKeyOf(item.id);
    const storage = t.container.library.storage;
    expect(await storage.size(key)).toBeGreaterThan(0);

    const response = await deleteAccount(user, confirm(user));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('Votre compte et vos données ont été supprimés');

    const { db } = t.database;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(notes).where(eq(notes.userId, user.id))).toEqual([]);
    expect(await db.select().from(posts).where(eq(posts.userId, user.id))).toEqual([]);
    expect(await storage.size(key)).toBeNull();
    const [kept] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ userId: null, amountCents: 2900, providerRef: payment.providerRef });
    expect(kept?.createdAt).toEqual(payment.createdAt);

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.login.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-robust',
      payload: { email: user.registration.email, password: user.registration.password },
    });
    expect(login.statusCode).toBe(401);

    // The neighbour keeps everything.
    expect(await storage.size(await storageKeyOf(neighbourData.item.id))).toBeGreaterThan(0);
    expect(await db.select().from(notes).where(eq(notes.userId, neighbour.id))).toHaveLength(1);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: neighbour.headers });
    expect(me.statusCode).toBe(200);
  });

  it('asks for the password and the typed confirmation, in French', async () => {
    const user = await seedUser(t);
    const missing = await deleteAccount(user, { password: user.registration.password });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toContain('confirmation');
    const wrongWord = await deleteAccount(user, { ...confirm(user), confirmation: 'supprimer' });
    expect(wrongWord.statusCode).toBe(422);
    expect(wrongWord.json().detail).toContain('Tapez SUPPRIMER pour confirmer la suppression');
    const wrongPassword = await deleteAccount(user, { ...confirm(user), password: 'pas-le-bon-2026' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().detail).toBe('password : le mot de passe est incorrect');
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('only ever deletes the caller: another user’s password deletes nothing', async () => {
    const victim = await seedUser(t, {}, { password: 'mot-de-passe-de-la-victime' });
    const attacker = await seedUser(t);
    const response = await deleteAccount(attacker, confirm(victim));
    expect(response.statusCode).toBe(422);
    expect(await t.database.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, attacker.id))).toHaveLength(1);
  });

  it('slows password guessing like the login does', async () => {
    const user = await seedUser(t);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await deleteAccount(user, { ...confirm(user), password: `essai-${i}-faux` })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'x', confirmation: 'SUPPRIMER' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets no table of user data block or outlive the deletion (every foreign key to users)', async () => {
    const result = await t.database.db.execute(sql`
      select kcu.table_name, rc.delete_rule
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = 'users'`);
    const { rows } = result as unknown as { rows: { table_name: string; delete_rule: string }[] };
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      // SET NULL only where the record must outlive the person: billing (10 years) and the admin audit trail.
      const expected = ['payments', 'admin_audit_log'].includes(row.table_name) ? 'SET NULL' : 'CASCADE';
      expect(`${row.table_name}: ${row.delete_rule}`).toBe(`${row.table_name}: ${expected}`);
    }
  });
});
