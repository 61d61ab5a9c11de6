import { describe, expect, it } from 'vitest';
import { HASHTAG_PATTERN, PLATFORM_TEXT_LIMITS } from '@plume/contracts/posts';
import { createOfflinePostWriter } from './offline-writer';
import { bakeryFacts, bakeryProfile, monthSlots } from '../../test/writer-fixtures';
import { countEmojis } from '../../lib/text-tools';
import type { WrittenPost } from '../../modules/posts/writer.port';

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

  it('says plainly what it could not do', async () => {
    const result = await rewrite('Traduis en anglais et remplace baguette magique par pain');
    expect(result.text).toBe(post.text);
    expect(result.done).toEqual([]);
    expect(result.notDone).toEqual([
      'remplacer « baguette magique » (ce passage ne figure pas dans le texte)',
      'traduire le post (le rédacteur intégré écrit uniquement en français)',
    ]);
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

  it('reports a request it does not understand instead of pasting it into the text', async () => {
    const result = await rewrite('les enfants adorent nos ateliers du mercredi');
    expect(result.text).not.toContain('les enfants adorent');
    expect(result.notDone).toEqual([
      'comprendre « les enfants adorent nos ateliers du mercredi » (demande non comprise)',
    ]);
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

  it('writes what it adds in the post’s register, the brand’s when the post addresses nobody', async () => {
    const friendly = bakeryFacts({ profile: bakeryProfile({ brand_tone: 'amical' }) });
    const neutral = {
      ...post,
      text: 'Nos croissants sortent du four à 7 h.\n\nLe levain travaille toute la nuit.',
    };
    const friendlyQuestion = await writer.rewrite({
      facts: friendly,
      platform: 'facebook',
      post: neutral,
      request: 'termine par une question',
    });
    expect(friendlyQuestion.text).toMatch(/\b(toi|ton|tu)\b/u);
    expect(friendlyQuestion.text).not.toMatch(/\b(vous|votre|vos)\b/iu);
    const vousPost = await writer.rewrite({
      facts: friendly,
      platform: 'facebook',
      post,
      request: 'plus court',
    });
    expect(vousPost.text).not.toMatch(/\b(tu|toi|ton|tes)\b/u);
  });
});

const sample: WrittenPost = {
  title: 'Nos croissants',
  text: 'Bonjour ! Notre croissant pur beurre est à 1,20 € le samedi 12 décembre.\n\nPrenez rendez-vous pour un atelier : vous allez adorer. Votre place vous attend ! Nous vous y attendons avec plaisir. Nos baguettes sortent du four à 7 h.\n\nRéservez votre place dès maintenant.',
  hashtags: ['#Boulangerie', '#Lyon', '#Croissant'],
};
const on = (request: string, platform: 'instagram' | 'facebook' = 'facebook') =>
  writer.rewrite({ facts, platform, post: sample, request });

describe('offline rewrite operations', () => {
  it('replaces a word everywhere and keeps the capital', async () => {
    const result = await on('remplace croissant par pain au chocolat');
    expect(result.text).toContain('Notre pain au chocolat pur beurre');
    expect(result.done).toEqual(['« croissant » remplacé par « pain au chocolat » (1 fois)']);
  });

  it('changes a price only when asked, and only the one named', async () => {
    const changed = await on('Change le prix du croissant à 1,30 € au lieu de 1,20 €');
    expect(changed.text).toContain('1,30\u00a0€');
    expect(changed.text).not.toContain('1,20');
    for (const request of ['plus court', 'tutoie', 'ajoute des emojis', 'plus chaleureux', 'plus dynamique'])
      expect((await on(request)).text).not.toMatch(/1,(?!20)\d\d/);
    const missing = await on('mets 5 € au lieu de 3 €');
    expect(missing.notDone).toEqual(['changer le prix en 5 € (le prix 3 € ne figure pas dans le texte)']);
  });

  it('changes the date', async () => {
    const result = await on('la date c’est le 19 décembre pas le 12 décembre');
    // The weekday of the old date would be wrong: it goes with it.
    expect(result.text).toContain('le 19 décembre.');
    expect(result.done).toEqual(['Date changée : 12 décembre → 19 décembre']);
  });

  it('turns vous into tu on the sentence, leaving "rendez-vous" whole, and back', async () => {
    const tu = await on('tutoie');
    expect(tu.text).toContain('Prends rendez-vous');
    expect(tu.text).toContain('tu vas adorer');
    expect(tu.text).toContain('Ta place t’attend');
    expect(tu.text).toContain('Nous t’y attendons');
    expect(tu.text).toContain('Réserve ta place');
    expect(tu.text).not.toMatch(/rendez-tu|\bvous\b(?<!rendez-vous)|\bvotre\b/iu);
    const back = await writer.rewrite({ facts, platform: 'facebook', post: tu, request: 'vouvoie' });
    expect(back.text).toContain('Prenez rendez-vous');
    expect(back.text).toContain('vous allez adorer');
  });

  it('adds contact details from the profile and says when one is missing', async () => {
    const result = await on('ajoute le téléphone et le site');
    expect(result.text).toContain('04 78 00 00 00');
    expect(result.text).toContain('https://lemoine.fr');
    expect(result.done).toEqual(['Téléphone ajouté', 'Site web ajouté']);
  });

  it('changes the call to action for the means asked, in the register of the post', async () => {
    const result = await on('change l’appel à l’action pour inviter à appeler');
    expect(result.text).toContain('👉 Appelez-nous au 04 78 00 00 00.');
    expect(result.text).not.toContain('Réservez votre place dès maintenant');
  });

  it('asks a question, splits paragraphs, sets French quotes and calms the tone', async () => {
    expect((await on('termine par une question')).text).toMatch(/\?/);
    const split = await on('aère le texte');
    expect(split.text.split('\n\n').length).toBeGreaterThan(sample.text.split('\n\n').length);
    const quoted = await writer.rewrite({
      facts,
      platform: 'facebook',
      post: { ...sample, text: 'Notre "pain du jour" t\'attend.' },
      request: 'guillemets à la française',
    });
    expect(quoted.text).toBe('Notre «\u00a0pain du jour\u00a0» t’attend.');
    const calm = await on('plus calme');
    expect(calm.text).not.toContain('!');
  });

  it('removes the sentences about a subject', async () => {
    const result = await on('enlève la phrase sur les baguettes');
    expect(result.text).not.toContain('baguettes');
    expect(result.text).toContain('croissant');
  });
});
