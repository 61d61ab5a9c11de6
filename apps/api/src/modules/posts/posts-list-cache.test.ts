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
