import type { Post } from '@plume/contracts/posts';
import { describe, expect, it } from 'vitest';
import { cardActions, cardHashtags, isReadOnly, textPreview, withCacheBuster } from './post-card-rules';
import { buildPost } from '@plume/contracts/testing/builders';

describe('card text and hashtags (docs/spec/part-2-signed-in-application.md §2.8)', () => {
  it("shows the 'Voir plus' hint only past 200 characters", () => {
    expect(textPreview('a'.repeat(200))).toEqual({ text: 'a'.repeat(200), hasMore: false });
    const long = textPreview(`${'b'.repeat(200)}c`);
    expect(long.hasMore).toBe(true);
    expect(long.text).toBe(`${'b'.repeat(200)}…`);
  });

  it('shows at most 2 hashtags, then +N', () => {
    expect(cardHashtags(['#a'])).toEqual({ shown: ['#a'], more: null });
    expect(cardHashtags(['#a', '#b'])).toEqual({ shown: ['#a', '#b'], more: null });
    expect(cardHashtags(['#a', '#b', '#c', '#d', '#e'])).toEqual({ shown: ['#a', '#b'], more: '+3' });
  });
});

describe('card actions per status (docs/spec/part-2-signed-in-application.md §4.2)', () => {
  const actionsOf = (overrides: Partial<Post>) => cardActions(buildPost(overrides));

  it('an image-required post opens the attach dialog and can only be deleted', () => {
    expect(actionsOf({ status: 'needs_image', visual_url: null })).toEqual({
      opensAttachDialog: true,
      canChangeImage: false,
      canManageCarousel: false,
      canEditDate: false,
      canDelete: true,
    });
    // A draft whose visual vanished is image-required too.
    expect(actionsOf({ status: 'draft', visual_url: null }).opensAttachDialog).toBe(true);
  });

  it('a draft with an image offers image, carousel, date and delete', () => {
    expect(actionsOf({ status: 'draft' })).toEqual({
      opensAttachDialog: false,
      canChangeImage: true,
      canManageCarousel: true,
      canEditDate: true,
      canDelete: true,
    });
  });

  it('a scheduled (validated) or published post offers none of them', () => {
    for (const overrides of [
      { status: 'scheduled', validated: true },
      { status: 'published', validated: true, published: true },
    ] as const) {
      const actions = actionsOf(overrides);
      expect(actions).toMatchObject({ canChangeImage: false, canEditDate: false, canDelete: false });
      expect(isReadOnly(buildPost(overrides))).toBe(true);
    }
    expect(isReadOnly(buildPost({ status: 'draft' }))).toBe(false);
  });
});

describe('withCacheBuster', () => {
  it('adds the timestamp to relative paths only', () => {
    expect(withCacheBuster('/api/media/x.jpg?token=abc', 42)).toBe('/api/media/x.jpg?token=abc&t=42');
    expect(withCacheBuster('/api/media/x.jpg', 42)).toBe('/api/media/x.jpg?t=42');
    expect(withCacheBuster('https://cdn.exemple.fr/x.jpg', 42)).toBe('https://cdn.exemple.fr/x.jpg');
  });
});
