import { describe, expect, it } from 'vitest';
import { tokenize, topKeywords, toHashtag } from './french-keywords';
import { detectAudience, detectBrandTone } from './tone-and-audience';

describe('French keyword statistics', () => {
  it('drops stop words, short words and boilerplate', () => {
    expect(tokenize('Nous proposons des pains au levain pour votre famille, cliquez ici')).toEqual([
      'pains',
      'levain',
      'famille',
    ]);
  });

  it('ranks words by frequency and turns them into accent-free hashtags', () => {
    expect(topKeywords(['levain levain croûte', 'croûte levain œuvre'], 2)).toEqual([
      { word: 'levain', count: 3 },
      { word: 'croûte', count: 2 },
    ]);
    expect(toHashtag('pâtisserie fine')).toBe('#PatisserieFine');
    expect(toHashtag('œuvre')).toBe('#Oeuvre');
  });
});

describe('tone and audience', () => {
  it('suggests the tone whose words the site repeats, and nothing without evidence', () => {
    expect(detectBrandTone('Savoir-faire artisanal, tradition et recettes authentiques, fait maison.')).toBe(
      'traditionnel',
    );
    expect(detectBrandTone('Bonjour.')).toBe('');
    expect(detectAudience('Pour les familles et les professionnels')).toBe(
      'familles, professionnels et entreprises',
    );
  });
});
