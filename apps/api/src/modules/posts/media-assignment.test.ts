import { describe, expect, it } from 'vitest';
import { assignMedia, mediaUnits, type MonthMedium } from './media-assignment';
import { mediaRefusal } from './media-fit';

let sequence = 0;
const medium = (overrides: Partial<MonthMedium> = {}): MonthMedium => {
  sequence += 1;
  return {
    id: `m${sequence}`,
    mimeType: 'image/jpeg',
    durationMs: null,
    carouselId: null,
    usedInPosts: 0,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)),
    ...overrides,
  };
};

describe('media fit per network', () => {
  it('refuses what Instagram cannot publish, with a French reason', () => {
    expect(mediaRefusal('instagram', [medium({ mimeType: 'image/gif' })])).toMatch(/GIF/);
    expect(mediaRefusal('instagram', [medium({ mimeType: 'video/mp4', durationMs: 1_000 })])).toMatch(
      /3 secondes à 15 minutes/,
    );
    expect(mediaRefusal('instagram', [medium({ mimeType: 'video/mp4', durationMs: 20_000 })])).toBeNull();
    expect(
      mediaRefusal(
        'instagram',
        Array.from({ length: 11 }, () => medium()),
      ),
    ).toBe('Maximum 10 fichiers autorisés pour un post');
  });

  it('lets Facebook take one video alone and LinkedIn images only', () => {
    const video = medium({ mimeType: 'video/mp4', durationMs: 10_000 });
    expect(mediaRefusal('facebook', [video])).toBeNull();
    expect(mediaRefusal('facebook', [video, medium()])).toMatch(/une seule vidéo/);
    expect(mediaRefusal('linkedin', [video])).toMatch(/LinkedIn/);
    expect(mediaRefusal('linkedin', [medium(), medium()])).toBeNull();
  });
});

describe('automatic media assignment', () => {
  it('keeps a library carousel together and puts unused media first', () => {
    const used = medium({ usedInPosts: 2 });
    const a = medium({ carouselId: 'c1' });
    const single = medium();
    const b = medium({ carouselId: 'c1' });
    expect(mediaUnits([used, a, single, b]).map((unit) => unit.map((m) => m.id))).toEqual([
      [a.id, b.id],
      [single.id],
      [used.id],
    ]);
  });

  it('serves Instagram first, gives a video to Facebook, and leaves the rest needing an image', () => {
    const video = medium({ mimeType: 'video/mp4', durationMs: 1_000 }); // too short for a reel
    const photo = medium();
    const slots = [
      { platform: 'facebook' as const },
      { platform: 'linkedin' as const },
      { platform: 'instagram' as const },
    ];
    expect(assignMedia(slots, [video, photo])).toEqual([[video.id], [], [photo.id]]);
  });

  it('attaches several media of a carousel to one post', () => {
    const first = medium({ carouselId: 'c2' });
    const second = medium({ carouselId: 'c2' });
    expect(assignMedia([{ platform: 'instagram' }], [first, second])).toEqual([[first.id, second.id]]);
  });
});

describe('media matched to the posts’ subjects', () => {
  const croissants = medium({ title: 'IMG_2034.jpg', context: 'Nos croissants dorés du matin' });
  const christmas = medium({ title: 'Vitrine de Noël', context: '' });
  const tarts = medium({ title: 'Tartes aux fraises', context: 'Les pâtisseries du week-end' });

  it('gives each photo to the post that speaks of its subject, accents and plurals ignored', () => {
    const slots = [{ platform: 'instagram' }, { platform: 'facebook' }, { platform: 'instagram' }] as const;
    const topics = [
      'Le pain au levain naturel',
      'Noël approche : nos bûches et la vitrine',
      'Croissant pur beurre, 1,20 €',
    ];
    expect(assignMedia(slots, [croissants, christmas], topics)).toEqual([
      [],
      [christmas.id],
      [croissants.id],
    ]);
    expect(
      assignMedia([{ platform: 'facebook' }], [croissants, tarts], ['Notre pâtisserie du moment']),
    ).toEqual([[tarts.id]]);
  });

  it('still uses the month’s photos no subject matched rather than leaving posts without one', () => {
    expect(
      assignMedia([{ platform: 'facebook' }, { platform: 'instagram' }], [tarts], ['', 'Horaires']),
    ).toEqual([[], [tarts.id]]);
  });

  it('reuses a photo on another network for the same subject before leaving a post without image', () => {
    const slots = [{ platform: 'instagram' }, { platform: 'facebook' }, { platform: 'facebook' }] as const;
    const topics = ['Nos croissants', 'Les croissants du dimanche', 'Fermeture du 24 au 26'];
    expect(assignMedia(slots, [croissants], topics)).toEqual([[croissants.id], [croissants.id], []]);
    // Never twice on the same network.
    const twice = assignMedia(
      [{ platform: 'instagram' }, { platform: 'instagram' }],
      [croissants],
      ['croissants', 'croissants'],
    );
    expect(twice.filter((ids) => ids.length > 0)).toHaveLength(1);
  });
});
