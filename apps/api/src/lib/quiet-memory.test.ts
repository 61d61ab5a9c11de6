import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { createQuietCollector } from './quiet-memory';

function collector(utilisations: number[], youngSizes: number[], baseline = 1) {
  const collectYoung = vi.fn();
  const window = createQuietCollector(
    {
      utilisation: () => utilisations.shift() ?? 0,
      youngBytes: () => (youngSizes.length > 1 ? youngSizes.shift()! : youngSizes[0]!),
      collectYoung,
    },
    baseline,
  );
  return { window, collectYoung };
}

const windows = (window: () => string, count: number) => Array.from({ length: count }, () => window());

describe('young generation collected when the server goes quiet', () => {
  it('collects in the quiet windows after work until the young generation is back to its start size', () => {
    const { window, collectYoung } = collector([0.6, 0.3, 0.001, 0.001, 0.005, 0], [32, 32, 1]);
    expect(windows(window, 6)).toEqual(['work', 'work', 'collected', 'collected', 'quiet', 'quiet']);
    expect(collectYoung).toHaveBeenCalledTimes(2);
  });

  it('gives up after three quiet windows when V8 keeps the space', () => {
    const { window, collectYoung } = collector([0.5, 0, 0, 0, 0, 0], [32]);
    expect(windows(window, 6)).toEqual(['work', 'collected', 'collected', 'collected', 'quiet', 'quiet']);
    expect(collectYoung).toHaveBeenCalledTimes(3);
  });

  it('does nothing while quiet from the start, nor when the young generation has not grown', () => {
    const idle = collector([0, 0.01, 0], [32]);
    expect(windows(idle.window, 3)).toEqual(['quiet', 'quiet', 'quiet']);
    const small = collector([0.5, 0, 0], [1]);
    expect(windows(small.window, 3)).toEqual(['work', 'quiet', 'quiet']);
    expect(idle.collectYoung).not.toHaveBeenCalled();
    expect(small.collectYoung).not.toHaveBeenCalled();
  });

  it('starts again after the next work', () => {
    const { window, collectYoung } = collector([0.5, 0, 0.2, 0], [32]);
    expect(windows(window, 4)).toEqual(['work', 'collected', 'work', 'collected']);
    expect(collectYoung).toHaveBeenCalledTimes(2);
  });

  it('on this Node, a young collection after a quiet moment gives the grown space back', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
    const young = () =>
      getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size;
    let kept: object[] = [];
    for (let index = 0; young() < 8 * 1024 * 1024 && index < 20_000_000; index += 1) {
      kept.push({ index, text: `objet ${index}` });
      if (kept.length > 20_000) kept = [];
    }
    const grown = young();
    expect(grown).toBeGreaterThanOrEqual(8 * 1024 * 1024);
    kept = [];
    let after = grown;
    for (let waited = 0; waited < 15 && after >= grown; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      gc({ type: 'minor' });
      after = young();
    }
    expect(after).toBeLessThan(grown);
  });
});
