import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsersRepository, UserWithBusiness } from './users.repository';
import { createUserCache } from './user-cache';

function countingRepository() {
  const calls: string[] = [];
  const repository = {
    findById: async (id: string) => {
      calls.push(id);
      return { id, email: `${id}@exemple.fr` } as UserWithBusiness;
    },
  } as unknown as UsersRepository;
  return { calls, repository };
}

afterEach(() => vi.useRealTimers());

describe('user cache', () => {
  it('reads the database once within the TTL, again after it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { calls, repository } = countingRepository();
    const cache = createUserCache(repository, { ttlMs: 2000 });
    await cache.get('u1');
    await cache.get('u1');
    expect(calls).toEqual(['u1']);
    vi.advanceTimersByTime(2001);
    await cache.get('u1');
    expect(calls).toEqual(['u1', 'u1']);
  });

  it('forgets a user on invalidate, and never caches with a zero TTL', async () => {
    const { calls, repository } = countingRepository();
    const cache = createUserCache(repository, { ttlMs: 2000 });
    await cache.get('u1');
    cache.invalidate('u1');
    await cache.get('u1');
    expect(calls).toHaveLength(2);
    const uncached = createUserCache(repository, { ttlMs: 0 });
    await uncached.get('u2');
    await uncached.get('u2');
    expect(calls.filter((id) => id === 'u2')).toHaveLength(2);
  });

  it('stays bounded: the oldest entry goes first', async () => {
    const { calls, repository } = countingRepository();
    const cache = createUserCache(repository, { ttlMs: 60_000, maxEntries: 2 });
    for (const id of ['a', 'b', 'c', 'b', 'a']) await cache.get(id);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  describe('reads under way', () => {
    /** A repository whose reads see the name as it was when they began, and wait until `settle` answers them
     * (the newest first with `newestFirst`) or fails them. */
    function slowRepository() {
      const calls: string[] = [];
      const names = new Map<string, string>([['u1', 'Avant']]);
      const waiting: { answer(): void; fail(error: Error): void }[] = [];
      const repository = {
        findById: (id: string) => {
          calls.push(id);
          const firstName = names.get(id);
          return new Promise<UserWithBusiness>((resolve, reject) => {
            waiting.push({ answer: () => resolve({ id, firstName } as UserWithBusiness), fail: reject });
          });
        },
      } as unknown as UsersRepository;
      const settle = (error?: Error, newestFirst = false) => {
        const reads = waiting.splice(0);
        for (const read of newestFirst ? reads.reverse() : reads) {
          if (error) read.fail(error);
          else read.answer();
        }
      };
      return { calls, names, repository, settle };
    }

    it('shares one read between the requests that find the entry missing together', async () => {
      const { calls, repository, settle } = slowRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      const together = Array.from({ length: 50 }, () => cache.get('u1'));
      settle();
      const users = await Promise.all(together);
      expect(calls).toEqual(['u1']);
      expect(new Set(users.map((user) => user?.firstName))).toEqual(new Set(['Avant']));
      await cache.get('u1');
      expect(calls).toEqual(['u1']);
    });

    it('after an invalidation, reads again instead of joining a read begun before it', async () => {
      const { calls, names, repository, settle } = slowRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      const before = cache.get('u1');
      names.set('u1', 'Après');
      cache.invalidate('u1');
      const after = cache.get('u1');
      // The later read answers first: the earlier one, answering last, must not replace it.
      settle(undefined, true);
      expect((await after)?.firstName).toBe('Après');
      expect((await before)?.firstName).toBe('Avant');
      expect((await cache.get('u1'))?.firstName).toBe('Après');
      expect(calls).toEqual(['u1', 'u1']);
    });

    it('does not keep a read that an invalidation overtook', async () => {
      const { calls, repository, settle } = slowRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      const before = cache.get('u1');
      cache.invalidate('u1');
      settle();
      await before;
      const again = cache.get('u1');
      settle();
      await again;
      expect(calls).toEqual(['u1', 'u1']);
    });

    it('gives every caller the failure of the shared read, and reads again on the next call', async () => {
      const { calls, repository, settle } = slowRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      const together = [cache.get('u1'), cache.get('u1')];
      settle(new Error('base indisponible'));
      for (const result of await Promise.allSettled(together)) expect(result.status).toBe('rejected');
      const next = cache.get('u1');
      settle();
      expect((await next)?.firstName).toBe('Avant');
      expect(calls).toEqual(['u1', 'u1']);
    });
  });

  describe('account existence', () => {
    const exists = async (cache: ReturnType<typeof createUserCache>, id: string) =>
      (await cache.check(id)) !== undefined;

    function existenceRepository() {
      const calls: string[] = [];
      const existing = new Set(['a', 'b']);
      let pending: (() => void) | undefined;
      const repository = {
        stamp: async (id: string) => {
          calls.push(id);
          if (pending) await new Promise<void>((resolve) => (pending = resolve));
          return existing.has(id) ? { timeZone: 'Europe/Paris', postsListVersion: 7 } : undefined;
        },
      } as unknown as UsersRepository;
      return {
        calls,
        existing,
        repository,
        holdNextRead: () => (pending = () => undefined),
        release: () => {
          const resolve = pending;
          pending = undefined;
          resolve?.();
        },
      };
    }

    it('reads the database on every call until deletions are followed', async () => {
      const { calls, repository } = existenceRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      await exists(cache, 'a');
      await exists(cache, 'a');
      expect(calls).toEqual(['a', 'a']);
    });

    it("answers the account's stamp when it read the database, nothing when it trusted the account", async () => {
      const { repository } = existenceRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      expect(await cache.check('a')).toEqual({ stamp: { timeZone: 'Europe/Paris', postsListVersion: 7 } });
      expect(await cache.check('zz')).toBeUndefined();
      cache.followRevocations();
      await cache.check('a');
      expect(await cache.check('a')).toEqual({});
    });

    it('trusts an account seen once while deletions are followed, until its deletion arrives', async () => {
      const { calls, existing, repository } = existenceRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      cache.followRevocations();
      expect(await exists(cache, 'a')).toBe(true);
      expect(await exists(cache, 'a')).toBe(true);
      expect(calls).toEqual(['a']);
      existing.delete('a');
      cache.invalidate('a');
      expect(await exists(cache, 'a')).toBe(false);
      expect(await exists(cache, 'zz')).toBe(false);
      expect(await exists(cache, 'zz')).toBe(false);
      expect(calls).toEqual(['a', 'a', 'zz', 'zz']);
      cache.stopFollowingRevocations();
      await exists(cache, 'b');
      await exists(cache, 'b');
      expect(calls.filter((id) => id === 'b')).toHaveLength(2);
    });

    it('does not remember a read that overlapped a deletion', async () => {
      const { calls, repository, holdNextRead, release } = existenceRepository();
      const cache = createUserCache(repository, { ttlMs: 2000 });
      cache.followRevocations();
      holdNextRead();
      const reading = exists(cache, 'b');
      cache.invalidate('b');
      release();
      expect(await reading).toBe(true);
      await exists(cache, 'b');
      expect(calls).toEqual(['b', 'b']);
    });
  });
});
