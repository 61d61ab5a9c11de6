import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from './password';
import { normaliseEmail } from './auth.service';
import type { UsersRepository } from './users.repository';

export const DEMO_ADMIN_EMAIL = 'admin@plume.local';

/** Creates an administrator, or promotes the existing account with that e-mail (its password is kept). */
export async function createOrPromoteAdmin(
  deps: { users: UsersRepository; passwords: PasswordHasher },
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<'created' | 'promoted'> {
  const email = normaliseEmail(input.email);
  const existing = await deps.users.findByEmail(email);
  if (existing) {
    await deps.users.setAdmin(existing.id, true);
    return 'promoted';
  }
  const created = await deps.users.create({
    email,
    passwordHash: await deps.passwords.hash(input.password),
    firstName: input.firstName ?? 'Admin',
    lastName: input.lastName ?? 'Plume',
    isAdmin: true,
    subscriptionEndsAt: null,
  });
  if (!created) return createOrPromoteAdmin(deps, input);
  return 'created';
}

/**
 * At start: ADMIN_EMAIL/ADMIN_PASSWORD make sure that administrator exists. On an embedded first start
 * without them, a demo administrator is created and its password returned so it can be shown once.
 */
export async function ensureAdministrators(
  deps: { users: UsersRepository; passwords: PasswordHasher },
  options: { adminEmail?: string; adminPassword?: string; embedded: boolean },
): Promise<{ email: string; password: string } | undefined> {
  if (options.adminEmail && options.adminPassword) {
    await createOrPromoteAdmin(deps, { email: options.adminEmail, password: options.adminPassword });
    return undefined;
  }
  if (!options.embedded || (await deps.users.countAdmins()) > 0) return undefined;
  const password = randomBytes(12).toString('base64url');
  await createOrPromoteAdmin(deps, { email: DEMO_ADMIN_EMAIL, password });
  return { email: DEMO_ADMIN_EMAIL, password };
}
