import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

type UserFields = Partial<typeof users.$inferInsert>;

/** A registered user whose row is then set as the test needs (status, plan, dates, admin flag). */
export async function seedUser(
  t: TestApp,
  fields: UserFields = {},
  registration: Record<string, unknown> = {},
) {
  const user = await createUser(t.app, registration);
  const id = user.login.user_id;
  if (Object.keys(fields).length) {
    await t.database.db.update(users).set(fields).where(eq(users.id, id));
    t.container.userCache.invalidate(id);
  }
  return { ...user, id };
}

export const seedAdmin = (t: TestApp, fields: UserFields = {}) => seedUser(t, { isAdmin: true, ...fields });
