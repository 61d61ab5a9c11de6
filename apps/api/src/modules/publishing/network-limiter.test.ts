import { describe, expect, it } from 'vitest';
import { createNetworkLimiter } from './network-limiter';

describe('network limiter', () => {
  it('runs at most the limit per network at once, in arrival order, networks independently', async () => {
    const limited = createNetworkLimiter({ facebook: 2, instagram: 1 });
    const peak: Record<string, number> = {};
    const now: Record<string, number> = {};
    const order: string[] = [];
    const task = (key: string, label: string) =>
      limited(key, async () => {
        now[key] = (now[key] ?? 0) + 1;
        peak[key] = Math.max(peak[key] ?? 0, now[key] ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(label);
        now[key] = (now[key] ?? 0) - 1;
        return label;
      });
    const results = await Promise.all([
      ...['f1', 'f2', 'f3', 'f4', 'f5'].map((label) => task('facebook', label)),
      ...['i1', 'i2', 'i3'].map((label) => task('instagram', label)),
    ]);
    expect(results).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'i1', 'i2', 'i3']);
    expect(peak).toEqual({ facebook: 2, instagram: 1 });
    expect(order.filter((label) => label.startsWith('i'))).toEqual(['i1', 'i2', 'i3']);
  });

  it('frees the slot when a task fails', async () => {
    const limited = createNetworkLimiter({ facebook: 1 });
    await expect(limited('facebook', () => Promise.reject(new Error('refus')))).rejects.toThrow('refus');
    expect(await limited('facebook', async () => 'ensuite')).toBe('ensuite');
  });
});
