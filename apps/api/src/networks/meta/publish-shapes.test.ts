import { describe, expect, it } from 'vitest';
import { facebookShape, instagramShape } from './publish-shapes';
import type { PublishMedia } from '../network.port';

const medium = (kind: 'image' | 'video'): PublishMedia => ({
  kind,
  mimeType: kind === 'image' ? 'image/jpeg' : 'video/mp4',
  publicUrl: 'https://exemple.fr/m',
  read: async () => Buffer.alloc(0),
});

describe('publish rules', () => {
  it('maps media to the Instagram publish kind', () => {
    expect(instagramShape('Bonjour', [medium('image')])).toBe('image');
    expect(instagramShape('Bonjour', [medium('video')])).toBe('reel');
    expect(instagramShape('Bonjour', [medium('image'), medium('video')])).toBe('carousel');
  });

  it('refuses what Instagram refuses, with a French reason', () => {
    expect(() => instagramShape('Texte seul', [])).toThrow(
      'Instagram exige au moins une image ou une vidéo.',
    );
    expect(() =>
      instagramShape(
        'x',
        Array.from({ length: 11 }, () => medium('image')),
      ),
    ).toThrow(/au plus 10/);
    expect(() => instagramShape('x'.repeat(2201), [medium('image')])).toThrow(/2 200/);
  });

  it('maps media to the Facebook publish kind', () => {
    expect(facebookShape([])).toBe('text');
    expect(facebookShape([medium('image')])).toBe('photo');
    expect(facebookShape([medium('image'), medium('image')])).toBe('photos');
    expect(facebookShape([medium('video')])).toBe('video');
    expect(() => facebookShape([medium('video'), medium('image')])).toThrow(/une seule vidéo/);
  });
});
