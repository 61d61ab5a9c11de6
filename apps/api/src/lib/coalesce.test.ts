import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('runs the calls of one turn as one batch and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const double = coalesce(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((input) => input * 2);
    });
    const answers = await Promise.all([1, 2, 3].map((input) => double(input)));
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the calls made while a batch runs into the next one, in order and within the size limit', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const echo = coalesce(
      async (inputs: number[]) => {
        batches.push(inputs);
        if (batches.length === 1) await gate;
        return inputs;
      },
      { maxBatch: 2 },
    );
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((input) => echo(input));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('rejects every caller of a failed batch, and the next batch still runs', async () => {
    let calls = 0;
    const flaky = coalesce(async (inputs: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error('base indisponible');
      return inputs;
    });
    const failed = await Promise.allSettled([flaky('a'), flaky('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(flaky('c')).resolves.toBe('c');
  });

  it('with a gathering delay, calls made over that delay share one batch', async () => {
    const batches: string[][] = [];
    const echo = coalesce(
      async (inputs: string[]) => {
        batches.push(inputs);
        return inputs;
      },
      { gatherMs: 30 },
    );
    const first = echo('a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = echo('b');
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(batches).toEqual([['a', 'b']]);
  });
});
