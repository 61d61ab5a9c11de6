import { describe, expect, it } from 'vitest';
import { coalescedProgress } from './generation.service';

describe('coalesced progress writes', () => {
  it('writes one at a time and always ends on the latest count', async () => {
    const written: number[] = [];
    let active = 0;
    const progress = coalescedProgress(async (done) => {
      active += 1;
      expect(active).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      written.push(done);
      active -= 1;
    });
    for (let done = 1; done <= 30; done += 1) progress.report(done);
    await progress.settled();
    expect(written).toEqual([1, 30]);
    progress.report(31);
    await progress.settled();
    expect(written.at(-1)).toBe(31);
  });

  it('survives a failed write', async () => {
    const progress = coalescedProgress(async () => {
      throw new Error('base indisponible');
    });
    progress.report(1);
    await expect(progress.settled()).resolves.toBeUndefined();
  });
});
