import type { UsersRepository, UserWithBusiness } from './users.repository';

/**
 * Every authenticated request needs its user (session check, admin check, later the subscription gate and
 * the timezone). This per-process cache keeps a user for a short time (default 2 s) so a busy client does
 * not cost one database read per call. Local writes invalidate at once; a change made by another process
 * is seen within the TTL. It holds nothing that a restart would lose.
 */
export function createUserCache(users: UsersRepository, options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { user: UserWithBusiness | undefined; expiresAt: number }>();

  return {
    async get(id: string): Promise<UserWithBusiness | undefined> {
      if (options.ttlMs <= 0) return users.findById(id);
      const now = performance.now();
      const cached = entries.get(id);
      if (cached && cached.expiresAt > now) return cached.user;
      const user = await users.findById(id);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(id, { user, expiresAt: now + options.ttlMs });
      return user;
    },
    /**
     * Whether the account still exists, read from the database every time (never from the cache), so an
     * account deleted by any process is refused at its next request; a vanished account is also dropped
     * from this process's cache.
     */
    async exists(id: string): Promise<boolean> {
      const found = await users.exists(id);
      if (!found) entries.delete(id);
      return found;
    },
    invalidate(id: string): void {
      entries.delete(id);
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
