import { describe, expect, it } from 'vitest';
import { postsPerNetwork } from './volume';

describe('posts per connected network (posting_frequency per week)', () => {
  it('applies the weekly rhythm to a whole month', () => {
    expect(postsPerNetwork('daily', 30)).toBe(30);
    expect(postsPerNetwork('3x_week', 28)).toBe(12);
    expect(postsPerNetwork('bi_weekly', 31)).toBe(9);
    expect(postsPerNetwork('weekly', 31)).toBe(4);
  });

  it('keeps at least one post for a short remainder and never more than one a day', () => {
    expect(postsPerNetwork('weekly', 2)).toBe(1);
    expect(postsPerNetwork('daily', 3)).toBe(3);
    expect(postsPerNetwork('3x_week', 1)).toBe(1);
  });

  it('has nothing to plan when no day is left', () => {
    expect(postsPerNetwork('daily', 0)).toBe(0);
  });
});
