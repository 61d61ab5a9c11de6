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
});
