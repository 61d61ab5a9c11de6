import { describe, expect, it } from 'vitest';
import { HASHTAG_PATTERN } from '@plume/contracts/posts';
import { hashtagsInText, normaliseHashtags, toHashtag } from './hashtags';

describe('hashtags', () => {
  it.each([
    ['boulangerie artisanale', '#BoulangerieArtisanale'],
    ['#Levain', '#Levain'],
    ['fête des mères', '#FêteDesMères'],
    ["l'atelier du pain", '#AtelierDuPain'],
    ['Croix-Rousse', '#CroixRousse'],
    ['  #café  ', '#café'],
    ['2025', null],
    ['!!!', null],
    ['', null],
  ])('turns %j into %j', (raw, tag) => expect(toHashtag(raw)).toBe(tag));

  it('keeps only valid, distinct hashtags up to the cap', () => {
    const tags = normaliseHashtags(
      ['#Lyon', 'lyon', '#Lyón', 'pain au levain', 'bad tag!', '#a b', 'x', 'y', 'z'],
      5,
    );
    expect(tags).toEqual(['#Lyon', '#PainAuLevain', '#BadTag', '#AB', '#X']);
    tags.forEach((tag) => expect(tag).toMatch(HASHTAG_PATTERN));
  });

  it('finds the hashtags written inside a text', () => {
    expect(hashtagsInText('Bonjour #Lyon et #fête_des_mères !')).toEqual(['#Lyon', '#fête_des_mères']);
  });
});
