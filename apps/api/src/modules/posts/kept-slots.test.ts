import { describe, expect, it } from 'vitest';
import { keepWrittenSlots } from './kept-slots';

const slot = (platform: string, mediaIds: string[] = []) => ({ platform, mediaIds });

describe('keepWrittenSlots', () => {
  it('keeps the written slots in order with their own photos', () => {
    const kept = keepWrittenSlots([slot('facebook', ['a']), slot('instagram')], ['p1', 'p2']);
    expect(kept).toEqual([
      { slot: slot('facebook', ['a']), post: 'p1' },
      { slot: slot('instagram'), post: 'p2' },
    ]);
  });

  it('gives the photo of a post that could not be written to a kept post of the same network without one', () => {
    const kept = keepWrittenSlots(
      [slot('facebook', ['a']), slot('instagram'), slot('facebook'), slot('facebook', ['b'])],
      [null, 'p2', 'p3', 'p4'],
    );
    expect(kept.map(({ slot, post }) => [post, slot.platform, slot.mediaIds])).toEqual([
      ['p2', 'instagram', []],
      ['p3', 'facebook', ['a']],
      ['p4', 'facebook', ['b']],
    ]);
  });

  it('never moves a photo to another network', () => {
    const kept = keepWrittenSlots([slot('instagram', ['a']), slot('facebook')], [undefined, 'p2']);
    expect(kept).toEqual([{ slot: slot('facebook'), post: 'p2' }]);
  });
});
