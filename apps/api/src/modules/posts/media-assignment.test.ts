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

  it('gives a video only to a network that takes it, and serves Instagram first', () => {
    const video = medium({ mimeType: 'video/mp4', durationMs: 1_000 }); // too short for a reel
    const photo = medium();
    const slots = [
      { platform: 'facebook' as const },
      { platform: 'linkedin' as const },
      { platform: 'instagram' as const },
    ];
    // Instagram takes the photo; Facebook the month's unused video; LinkedIn, which takes no video, the photo.
    expect(assignMedia(slots, [video, photo])).toEqual([[video.id], [photo.id], [photo.id]]);
    const reel = medium({ mimeType: 'video/mp4', durationMs: 20_000 });
    const week = (['linkedin', 'instagram', 'linkedin', 'instagram'] as const).map((platform) => ({
      platform,
    }));
    expect(assignMedia(week, [reel])).toEqual([[], [reel.id], [], []]);
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

  it('gives each photo first to the post that speaks of its subject, accents and plurals ignored', () => {
    const slots = [{ platform: 'instagram' }, { platform: 'facebook' }, { platform: 'instagram' }] as const;
    const topics = [
      'Le pain au levain naturel',
      'Noël approche : nos bûches et la vitrine',
      'Croissant pur beurre, 1,20 €',
    ];
    // The bread post has no photo of its own: it takes the one left on its network rather than none.
    expect(assignMedia(slots, [croissants, christmas], topics)).toEqual([
      [christmas.id],
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
    ).toEqual([[tarts.id], [tarts.id]]);
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

describe('a library smaller than the month', () => {
  const networks = ['instagram', 'facebook'] as const;
  /** A month of posts on each network, one day apart, in chronological order as the planner gives them. */
  const month = (perNetwork: number) =>
    Array.from({ length: perNetwork }, (_, day) =>
      networks.map((platform) => ({
        platform,
        date: `2026-12-${String(day + 1).padStart(2, '0')}`,
      })),
    ).flat();
  const onNetwork = (slots: { platform: string }[], ids: string[][], platform: string) =>
    ids.filter((_, index) => slots[index]!.platform === platform);
  const counts = (ids: string[][]) => {
    const uses = new Map<string, number>();
    for (const [id] of ids) if (id) uses.set(id, (uses.get(id) ?? 0) + 1);
    return uses;
  };

  it('spreads 3 photos over 26 posts: every post has one, never twice in a row, at most 5 times a network', () => {
    const slots = month(13);
    const photos = [
      medium({ title: 'Bûche chocolat', context: 'La bûche du réveillon' }),
      medium({ title: 'IMG_0412.jpg' }),
      medium({ title: 'Vitrine du samedi' }),
    ];
    const topics = slots.map((_, index) => (index === 6 || index === 7 ? 'Commandez votre bûche' : ''));
    const ids = assignMedia(slots, photos, topics);
    expect(ids.every((list) => list.length === 1)).toBe(true);
    // The two posts that speak of the bûche (the same day, both networks) show the bûche.
    expect(ids[6]).toEqual([photos[0]!.id]);
    expect(ids[7]).toEqual([photos[0]!.id]);
    for (const platform of networks) {
      const own = onNetwork(slots, ids, platform);
      own.slice(1).forEach((list, index) => expect(list[0]).not.toBe(own[index]![0]));
      // 13 posts for 3 photos: none more than ceil(13 / 3) = 5 times on a network.
      for (const uses of counts(own).values()) expect(uses).toBeLessThanOrEqual(5);
    }
  });

  it('uses photos whose titles match no post just the same', () => {
    const slots = month(5);
    const unrelated = [
      medium({ title: 'DSC_0001.JPG' }),
      medium({ title: 'Réunion de famille', context: '' }),
    ];
    const ids = assignMedia(
      slots,
      unrelated,
      slots.map(() => 'Notre pain de seigle au levain'),
    );
    expect(ids.every((list) => list.length === 1)).toBe(true);
    // The same day's posts on both networks, of the same subject, share their photo.
    for (let day = 0; day < 5; day += 1) expect(ids[2 * day]).toEqual(ids[2 * day + 1]);
  });

  it('with one photo, alternates on each network rather than repeat it on consecutive posts', () => {
    const slots = month(4);
    const only = medium();
    const ids = assignMedia(slots, [only]);
    for (const platform of networks)
      expect(onNetwork(slots, ids, platform).map((list) => list.length)).toEqual([1, 0, 1, 0]);
  });

  it('leaves every post needing an image when the month has no media', () => {
    expect(assignMedia(month(3), [], [])).toEqual([[], [], [], [], [], []]);
  });
});
