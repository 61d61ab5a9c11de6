import { singleFlight } from '../../lib/single-flight';
import type { AccountStamp, UsersRepository, UserWithBusiness } from './users.repository';

/**
 * Every authenticated request needs its user (session check, admin check, later the subscription gate and
 * the timezone). This per-process cache keeps a user for a short time (default 2 s) so a busy client does
 * not cost one database read per call. Local writes invalidate at once; a change made by another process
 * is seen within the TTL. It holds nothing that a restart would lose.
 */
export function createUserCache(users: UsersRepository, options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { user: UserWithBusiness | undefined; expiresAt: number }>();
  /**
   * Accounts seen to exist, trusted without a database read only while this process receives every account
   * deletion as it commits (`followRevocations`): then a deleted account leaves the set before its deletion
   * is acknowledged to anyone.
   */
  const alive = new Set<string>();
  let revocationsFollowed = false;
  /** Counts invalidations: a read that overlapped one may predate a deletion and is not remembered. */
  let invalidations = 0;

  /**
   * The requests that find a user's entry expired together (all those of one turn of the event loop) wait for one
   * read instead of sending one each. The read is keyed by the invalidations so far: a caller after one never
   * joins a read begun before it, and such a read is not kept (as in `check`).
   */
  const reading = singleFlight<UserWithBusiness | undefined>();

  return {
    async get(id: string): Promise<UserWithBusiness | undefined> {
      if (options.ttlMs <= 0) return users.findById(id);
      const now = performance.now();
      const cached = entries.get(id);
      if (cached && cached.expiresAt > now) return cached.user;
      const before = invalidations;
      return reading(`${id} ${before}`, async () => {
        const user = await users.findById(id);
        if (invalidations === before) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(id, { user, expiresAt: now + options.ttlMs });
        }
        return user;
      });
    },
    /**
     * Whether the account still exists, so an account deleted by any process is refused at its next request:
     * undefined when it does not. Read from the database every time, with the account's stamp (its reads'
     * tag, as of now), unless this process follows the deletions (then an account seen once is known to exist
     * until its deletion arrives, and no stamp is read). A vanished account is dropped from the cache.
     */
    async check(id: string): Promise<{ stamp?: AccountStamp } | undefined> {
      if (revocationsFollowed && alive.has(id)) return {};
      const before = invalidations;
      const stamp = await users.stamp(id);
      if (!stamp) {
        entries.delete(id);
        alive.delete(id);
        return undefined;
      }
      if (revocationsFollowed && invalidations === before) {
        if (alive.size >= maxEntries) alive.delete(alive.values().next().value as string);
        alive.add(id);
      }
      return { stamp };
    },
    invalidate(id: string): void {
      invalidations += 1;
      entries.delete(id);
      alive.delete(id);
    },
    /** From now on every account deletion reaches `invalidate` before it is acknowledged. */
    followRevocations(): void {
      revocationsFollowed = true;
    },
    /** The deletions may no longer arrive (a lost connection): back to a database read per request. */
    stopFollowingRevocations(): void {
      revocationsFollowed = false;
      invalidations += 1;
      alive.clear();
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
