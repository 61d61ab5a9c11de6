import { describe, expect, it } from 'vitest';
import { PLATFORM_TEXT_LIMITS } from '@plume/contracts/posts';
import { applyPlatformRules, fitLength, hashtagCap } from './platform-rules';
import { countEmojis } from '../../../lib/text-tools';

const limits = { instagramHashtagCap: 5 };

describe('platform rules', () => {
  it('caps hashtags per platform, the Instagram cap being configurable', () => {
    expect(hashtagCap('instagram', limits)).toBe(5);
    expect(hashtagCap('instagram', { instagramHashtagCap: 3 })).toBe(3);
    expect(hashtagCap('linkedin', limits)).toBe(3);
    expect(hashtagCap('facebook', limits)).toBe(2);
    const tags = ['#a1', '#b2', '#c3', '#d4', '#e5', '#f6', '#g7'];
    expect(
      applyPlatformRules({ title: 'T', text: 'Texte.', hashtags: tags }, 'instagram', limits).hashtags,
    ).toHaveLength(5);
  });

  it('moves hashtags written at the end of the text into the list and cleans invalid ones', () => {
    const post = applyPlatformRules(
      { title: '  Titre  ', text: 'Bonjour à tous.\n\n#Lyon #pain_frais', hashtags: ['fête des mères', '#'] },
      'instagram',
      limits,
    );
    expect(post).toEqual({
      title: 'Titre',
      text: 'Bonjour à tous.',
      hashtags: ['#FêteDesMères', '#Lyon', '#pain_frais'],
    });
  });

  it('keeps LinkedIn professional: at most two emojis', () => {
    const post = applyPlatformRules(
      { title: 'T', text: '🎉 Super 😄 nouvelle 🚀 ! 🙌', hashtags: [] },
      'linkedin',
      limits,
    );
    expect(countEmojis(post.text)).toBe(2);
  });

  it('fits the text and its hashtags within the platform limit, cutting at sentences', () => {
    const text = 'Une phrase de taille moyenne pour remplir le texte. '.repeat(80);
    const post = applyPlatformRules(
      { title: '', text, hashtags: ['#Un', '#Deux'] },
      'instagram',
      limits,
      'Secours',
    );
    expect(post.text.length + ' #Un #Deux'.length + 1).toBeLessThanOrEqual(PLATFORM_TEXT_LIMITS.instagram);
    expect(post.text.endsWith('texte.')).toBe(true);
    expect(post.title).toBe('Secours');
    expect(fitLength('Court.', 100)).toBe('Court.');
  });
});
