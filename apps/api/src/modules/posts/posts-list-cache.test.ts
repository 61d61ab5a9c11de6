import { describe, expect, it } from 'vitest';
import { createPostsListCache } from './posts-list-cache';

describe('posts list cache', () => {
  it('answers only for the same owner, counter and media token', () => {
    const cache = createPostsListCache(1000);
    cache.set('a', 3, 't1', '{"posts":[]}');
    expect(cache.get('a', 3, 't1')).toBe('{"posts":[]}');
    expect(cache.get('a', 4, 't1')).toBeUndefined();
    expect(cache.get('a', 3, 't2')).toBeUndefined();
    expect(cache.get('b', 3, 't1')).toBeUndefined();
  });

  it('replaces an owner’s older list', () => {
    const cache = createPostsListCache(1000);
    cache.set('a', 1, 't', 'old');
    cache.set('a', 2, 't', 'new');
    expect(cache.get('a', 1, 't')).toBeUndefined();
    expect(cache.get('a', 2, 't')).toBe('new');
  });

  it('evicts the least recently used owners beyond its budget', () => {
    const cache = createPostsListCache(100);
    cache.set('a', 1, 't', 'x'.repeat(25));
    cache.set('b', 1, 't', 'x'.repeat(25));
    cache.set('c', 1, 't', 'x'.repeat(25));
    expect(cache.get('a', 1, 't')).toBeDefined(); // a is now the most recent
    cache.set('d', 1, 't', 'x'.repeat(25));
    cache.set('e', 1, 't', 'x'.repeat(25));
    expect(cache.get('b', 1, 't')).toBeUndefined();
    expect(cache.get('a', 1, 't')).toBeDefined();
    expect(cache.get('e', 1, 't')).toBeDefined();
  });

  it('does not keep a list larger than a quarter of its budget', () => {
    const cache = createPostsListCache(100);
    cache.set('a', 1, 't', 'x'.repeat(26));
    expect(cache.get('a', 1, 't')).toBeUndefined();
  });
});

describe('posts list cache, loading', () => {
  it('builds a missing list once for the callers asking at the same time, with its ETag', async () => {
    const cache = createPostsListCache(1000);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return '{"posts":[1]}';
    };
    const [first, second] = await Promise.all([
      cache.load('a', 1, 't', build),
      cache.load('a', 1, 't', build),
    ]);
    expect(builds).toBe(1);
    expect(first).toEqual(second);
    expect(first.body).toBe('{"posts":[1]}');
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await cache.load('a', 1, 't', build)).toEqual(first);
    expect(builds).toBe(1);
    expect(cache.get('a', 1, 't')).toBe('{"posts":[1]}');
  });

  it('rebuilds once the counter or the token moved', async () => {
    const cache = createPostsListCache(1000);
    cache.set('a', 1, 't', 'old');
    const next = await cache.load('a', 2, 't', async () => 'new');
    expect(next.body).toBe('new');
    expect(next.etag).not.toBe((await cache.load('a', 2, 't2', async () => 'old')).etag);
  });
});
