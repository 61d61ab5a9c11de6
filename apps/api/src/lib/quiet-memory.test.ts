import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { createQuietCollector } from './quiet-memory';

function collector(utilisations: number[], young: number, baseline = 1) {
  const collectYoung = vi.fn();
  const window = createQuietCollector(
    { utilisation: () => utilisations.shift() ?? 0, youngBytes: () => young, collectYoung },
    baseline,
  );
  return { window, collectYoung };
}

describe('young generation collected when the server goes quiet', () => {
  it('collects once, at the first quiet window after work', () => {
    const { window, collectYoung } = collector([0.6, 0.3, 0.001, 0.001, 0.005], 32);
    expect([window(), window(), window(), window(), window()]).toEqual([
      'work',
      'work',
      'collected',
      'quiet',
      'quiet',
    ]);
    expect(collectYoung).toHaveBeenCalledTimes(1);
  });

  it('does nothing while quiet from the start, nor when the young generation has not grown', () => {
    const idle = collector([0, 0.01, 0], 32);
    expect([idle.window(), idle.window(), idle.window()]).toEqual(['quiet', 'quiet', 'quiet']);
    const small = collector([0.5, 0], 1);
    expect([small.window(), small.window()]).toEqual(['work', 'quiet']);
    expect(idle.collectYoung).not.toHaveBeenCalled();
    expect(small.collectYoung).not.toHaveBeenCalled();
  });

  it('collects again after the next work', () => {
    const { window, collectYoung } = collector([0.5, 0, 0, 0.2, 0], 32);
    for (let index = 0; index < 5; index += 1) window();
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
