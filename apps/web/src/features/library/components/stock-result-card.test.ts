import { describe, expect, it } from 'vitest';
import { firstTags } from './stock-result-card';

describe('firstTags', () => {
  it('keeps at most 3 trimmed tags', () => {
    expect(firstTags('nature, forêt , arbres, lac')).toEqual(['nature', 'forêt', 'arbres']);
    expect(firstTags(' ,bureau,')).toEqual(['bureau']);
  });
});
