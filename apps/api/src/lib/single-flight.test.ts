import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs the work once for the callers asking for the same key while it runs', async () => {
    const run = singleFlight<number>();
    let runs = 0;
    let release!: (value: number) => void;
    const work = () => {
      runs += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = run('a', work);
    const second = run('a', work);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(runs).toBe(1);
  });

  it('runs it again once it settled, and apart for another key', async () => {
    const run = singleFlight<string>();
    let runs = 0;
    const work = async () => `run ${(runs += 1)}`;
    expect(await run('a', work)).toBe('run 1');
    expect(await run('a', work)).toBe('run 2');
    expect(await Promise.all([run('a', work), run('b', work)])).toEqual(['run 3', 'run 4']);
  });

  it('gives every waiting caller the error, then forgets it', async () => {
    const run = singleFlight<number>();
    const failing = () => Promise.reject(new Error('base indisponible'));
    const calls = [run('a', failing), run('a', failing)];
    for (const call of calls) await expect(call).rejects.toThrow('base indisponible');
    expect(await run('a', async () => 1)).toBe(1);
  });
});
