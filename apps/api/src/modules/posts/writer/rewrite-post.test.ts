import { describe, expect, it } from 'vitest';
import { HASHTAG_PATTERN, PLATFORM_TEXT_LIMITS } from '@plume/contracts/posts';
import { createOfflinePostWriter } from './offline-writer';
import { bakeryFacts, bakeryProfile, monthSlots } from './writer-fixtures';
import { countEmojis } from './text-tools';
import type { WrittenPost } from './writer.port';

const writer = createOfflinePostWriter({ limits: { instagramHashtagCap: 5 } });
const facts = bakeryFacts();
const [post] = (await writer.writeMonth({ facts, slots: monthSlots(1, ['instagram']) })) as [WrittenPost];
const rewrite = (request: string, original = post, platform: 'instagram' | 'linkedin' = 'instagram') =>
  writer.rewrite({ facts, platform, post: original, request });

describe('offline rewrite', () => {
  it('shortens and lengthens', async () => {
    expect((await rewrite('Fais plus court')).text.length).toBeLessThan(post.text.length * 0.8);
    const longer = await rewrite('Peux-tu développer un peu ?');
    expect(longer.text.length).toBeGreaterThan(post.text.length);
    expect(longer.text).toMatch(/Ateliers pain pour enfants|levain naturel|Croix-Rousse/);
  });

  it('adds and removes emojis', async () => {
    const plain = await rewrite('Retire les emojis');
    expect(countEmojis(plain.text)).toBe(0);
    const lively = await rewrite('ajoute des emojis', plain);
    expect(countEmojis(lively.text)).toBeGreaterThanOrEqual(2);
  });

  it('switches between vouvoiement and tutoiement', async () => {
    const tu = await rewrite('Tutoie les lecteurs');
    expect(tu.text).toMatch(/\b(te|toi|ton|tes|tu)\b/);
    expect(tu.text).not.toMatch(/\b(vous|votre|vos)\b/i);
    const vous = await rewrite('Vouvoie plutôt', tu);
    expect(vous.text).not.toMatch(/(^|\s)(tu|toi|ton|tes)\s/);
  });

  it('makes the text more formal', async () => {
    const formal = await rewrite('Rends-le plus formel');
    expect(formal.text).not.toContain('!');
    expect(countEmojis(formal.text)).toBe(0);
    expect(formal.text).not.toBe(post.text);
  });

  it('mentions what the owner asks for, before the call to action', async () => {
    const promo = await rewrite('Mentionne la promotion de -20 % sur les croissants');
    expect(promo.text).toContain('la promotion de -20 % sur les croissants');
    const quoted = await rewrite('Ajoute « fermé le lundi de Pâques »');
    expect(quoted.text).toContain('fermé le lundi de Pâques');
  });

  it('removes, replaces or adds hashtags within the cap', async () => {
    expect((await rewrite('sans hashtags')).hashtags).toEqual([]);
    const changed = await rewrite('Change les hashtags');
    expect(changed.hashtags).not.toEqual(post.hashtags);
    const added = await rewrite('Ajoute le hashtag #PainDuJour');
    expect(added.hashtags[0]).toBe('#PainDuJour');
    expect(added.hashtags.length).toBeLessThanOrEqual(5);
    [...changed.hashtags, ...added.hashtags].forEach((tag) => expect(tag).toMatch(HASHTAG_PATTERN));
  });

  it('writes an English version from the facts', async () => {
    const english = await rewrite('Traduis en anglais');
    expect(english.title).toBe('News from Boulangerie Lemoine');
    expect(english.text).toContain('Hello from Boulangerie Lemoine!');
  });

  it('changes the title when a new one is given', async () => {
    expect((await rewrite('Change le titre en « Le printemps du levain »')).title).toBe(
      'Le printemps du levain',
    );
  });

  it('shifts the voice on request and rewords a general request', async () => {
    const warm = await rewrite('Rends le texte plus chaleureux');
    expect(warm.text.split('\n\n')[0]).toMatch(/quartier|voisins|chez vous|prénom/);
    expect((await rewrite('Rends-le plus vendeur')).text).toContain('👉');
    const reworded = await rewrite('Reformule');
    expect(reworded.text.split('\n\n')[0]).not.toBe(post.text.split('\n\n')[0]);
    expect(reworded.text).not.toContain('Reformule');
  });

  it('works an unclear request into the text instead of returning it unchanged', async () => {
    const result = await rewrite('les enfants adorent nos ateliers du mercredi');
    expect(result.text).toContain('les enfants adorent nos ateliers du mercredi');
    const satisfied = await rewrite('sans emojis', await rewrite('sans emojis'));
    expect(satisfied.text).not.toBe((await rewrite('sans emojis')).text);
  });

  it('respects the platform: LinkedIn keeps at most two emojis and the length limits hold', async () => {
    const linkedin = await rewrite('ajoute plein d’emojis', post, 'linkedin');
    expect(countEmojis(linkedin.text)).toBeLessThanOrEqual(2);
    const huge = await rewrite(
      `Mentionne ${'notre grande fête de quartier avec des animations, '.repeat(20)}`,
      {
        ...post,
        text: 'Un texte déjà long. '.repeat(105),
      },
    );
    expect(huge.text.length + huge.hashtags.join(' ').length + 2).toBeLessThanOrEqual(
      PLATFORM_TEXT_LIMITS.instagram,
    );
  });

  it('keeps tutoiement for a friendly brand', async () => {
    const friendly = bakeryFacts({ profile: bakeryProfile({ brand_tone: 'amical' }) });
    const result = await writer.rewrite({
      facts: friendly,
      platform: 'facebook',
      post,
      request: 'plus court',
    });
    expect(result.text).not.toMatch(/\b(vous|votre|vos)\b/i);
  });
});
