import { describe, expect, it } from 'vitest';
import { BRAND_TONES, BUSINESS_OBJECTIVES } from '@plume/contracts/business-profile';
import { HASHTAG_PATTERN, PLATFORM_TEXT_LIMITS, POST_PLATFORMS } from '@plume/contracts/posts';
import { actionCalls, communityCalls } from './calls-to-action';
import { materialOf } from '../../modules/posts/writing/material';
import { openingKey, sentencesOf } from './month-memory';
import { sayIn } from '../../modules/posts/writing/voice';
import { createOfflinePostWriter } from './offline-writer';
import { similarity } from './similarity';
import { bakeryFacts, bakeryProfile, monthSlots } from '../../test/writer-fixtures';
import type { WriterFacts, WrittenPost } from '../../modules/posts/writer.port';

const writer = createOfflinePostWriter({ limits: { instagramHashtagCap: 5 } });
const CAPS = { instagram: 5, facebook: 5, linkedin: 3 };

function maxSimilarity(posts: WrittenPost[]): number {
  let max = 0;
  for (let i = 0; i < posts.length; i += 1) {
    for (let j = i + 1; j < posts.length; j += 1)
      max = Math.max(max, similarity(posts[i]!.text, posts[j]!.text));
  }
  return max;
}

const bareFacts = (tone: (typeof BRAND_TONES)[number]): WriterFacts =>
  bakeryFacts({
    profile: bakeryProfile({ brand_tone: tone, email: '', website_url: '', coordinates: '' }),
    analysis: null,
    notes: [],
    media: [],
  });

describe.each(BRAND_TONES)('offline writer, tone %s', (tone) => {
  const facts = bakeryFacts({ profile: bakeryProfile({ brand_tone: tone }) });
  const slots = monthSlots(30, [...POST_PLATFORMS]);

  it('writes one post per slot within each platform’s rules', async () => {
    const posts = await writer.writeMonth({ facts, slots });
    expect(posts).toHaveLength(30);
    posts.forEach((post, index) => {
      const platform = slots[index]!.platform;
      expect(post.title.length).toBeGreaterThan(3);
      expect(post.text.length).toBeGreaterThan(40);
      expect(post.text.length + post.hashtags.join(' ').length + 2).toBeLessThanOrEqual(
        PLATFORM_TEXT_LIMITS[platform],
      );
      expect(post.hashtags.length).toBeGreaterThan(0);
      expect(post.hashtags.length).toBeLessThanOrEqual(CAPS[platform]);
      post.hashtags.forEach((tag) => expect(tag).toMatch(HASHTAG_PATTERN));
      if (platform === 'linkedin')
        expect(post.text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0).toBeLessThanOrEqual(2);
    });
  });

  it('is grounded in the business’s facts: name, offers, notes (high priority first) and media', async () => {
    const all = (await writer.writeMonth({ facts, slots })).map((post) => `${post.title}\n${post.text}`);
    const month = all.join('\n');
    expect(month).toContain('Boulangerie Lemoine');
    expect(month).toMatch(/Baguette tradition|Croissant pur beurre|Pains au levain/);
    // The promotion of 10 to 20 March is announced days before it starts, never after it ends.
    const promo = all.flatMap((text, index) =>
      text.includes('-20 % sur toutes les brioches') ? [index] : [],
    );
    expect(promo.length).toBeGreaterThan(0);
    promo.forEach((index) => expect(slots[index]!.date <= '2025-03-20').toBe(true));
    expect(slots[promo[0]!]!.date < '2025-03-10').toBe(true);
    expect(month).toContain('graines de courge');
    // The photo is told by the owner's own words about it, never by its library title.
    expect(month).toContain('enfourne les premières baguettes');
    expect(month).not.toContain('Le fournil au petit matin');
    expect(month).toMatch(/12 rue des Tables|bonjour@lemoine\.fr|lemoine\.fr/);
  });

  it('never writes two posts of a month alike (3-shingle Jaccard < 0.5)', async () => {
    expect(maxSimilarity(await writer.writeMonth({ facts, slots }))).toBeLessThan(0.5);
  });

  it('opens every post differently and puts no sentence in three posts, even from a bare profile', async () => {
    for (const month of [facts, bareFacts(tone)]) {
      const texts = (await writer.writeMonth({ facts: month, slots })).map((post) => post.text);
      expect(new Set(texts.map(openingKey)).size).toBe(texts.length);
      const uses = new Map<string, number>();
      for (const text of texts)
        for (const sentence of new Set(sentencesOf(text))) uses.set(sentence, (uses.get(sentence) ?? 0) + 1);
      expect([...uses].filter(([, count]) => count >= 3)).toEqual([]);
    }
  });

  it('is deterministic: the same facts and slots give the same posts', async () => {
    expect(await writer.writeMonth({ facts, slots })).toEqual(await writer.writeMonth({ facts, slots }));
  });
});

describe('offline writer', () => {
  it('reads differently in each tone', async () => {
    const slots = monthSlots(3, ['instagram']);
    const openings = await Promise.all(
      BRAND_TONES.map(async (tone) => {
        const posts = await writer.writeMonth({
          facts: bakeryFacts({ profile: bakeryProfile({ brand_tone: tone }) }),
          slots,
        });
        return posts.map((post) => post.text.split('\n\n')[0]).join('|');
      }),
    );
    expect(new Set(openings).size).toBe(BRAND_TONES.length);
  });

  it('addresses the reader as "tu" in the friendly tone, but keeps "vous" on LinkedIn', async () => {
    const facts = bakeryFacts({ profile: bakeryProfile({ brand_tone: 'amical' }) });
    const posts = await writer.writeMonth({ facts, slots: monthSlots(6, ['instagram', 'linkedin']) });
    const instagram = posts
      .filter((_, i) => i % 2 === 0)
      .map((post) => post.text)
      .join(' ');
    const linkedin = posts
      .filter((_, i) => i % 2 === 1)
      .map((post) => post.text)
      .join(' ');
    expect(instagram).toMatch(/\b(tu|te|toi|ton|tes)\b/);
    expect(instagram).not.toMatch(/\b(vous|votre|vos)\b/i);
    expect(linkedin).not.toMatch(/(^|\s)(tu|toi|ton|tes)\s/);
  });

  it.each(BUSINESS_OBJECTIVES)('adapts the call to action to the objective %s', async (objective) => {
    const facts = bakeryFacts({ profile: bakeryProfile({ business_objective: objective }) });
    const month = (await writer.writeMonth({ facts, slots: monthSlots(12, ['facebook']) }))
      .map((p) => p.text)
      .join('\n');
    const say = sayIn('vous');
    const m = materialOf(facts);
    const offers = [undefined, ...m.offers];
    const asksToAct = offers.some((offer) => actionCalls(m, say, offer).some((call) => month.includes(call)));
    const asksToReact = communityCalls(say).some((call) => month.includes(call));
    expect([asksToAct, asksToReact]).toEqual(
      {
        conversion: [true, false],
        communaute: [false, true],
        equilibre: [true, true],
      }[objective],
    );
  });

  it('respects a configured Instagram hashtag cap and reports progress slot by slot', async () => {
    const capped = createOfflinePostWriter({ limits: { instagramHashtagCap: 2 } });
    const progress: [number, number][] = [];
    const posts = await capped.writeMonth(
      { facts: bakeryFacts(), slots: monthSlots(4, ['instagram']) },
      (done, total) => progress.push([done, total]),
    );
    posts.forEach((post) => expect(post.hashtags.length).toBeLessThanOrEqual(2));
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });

  it('ties posts to the French calendar of their date', async () => {
    const slot = (date: string) => ({ platform: 'instagram' as const, date, time: '10:00', mediaIds: [] });
    const [valentine, easter, christmas] = await writer.writeMonth({
      facts: bakeryFacts({ notes: [] }),
      slots: [slot('2025-02-12'), slot('2025-04-20'), slot('2025-12-20')],
    });
    // The moment's hashtag; its name goes into the title only when the post speaks of it.
    expect(valentine!.hashtags).toContain('#SaintValentin');
    expect(easter!.hashtags.join(' ')).toMatch(/Pâques/);
    expect(christmas!.hashtags).toContain('#Noël');
  });

  it('keeps long facts within the platform limits', async () => {
    const long = 'Une phrase très longue sur notre savoir-faire et nos produits. '.repeat(80);
    const facts = bakeryFacts({
      profile: bakeryProfile({ business_description: long.slice(0, 3000) }),
      notes: [{ ...bakeryFacts().notes[0]!, content: long.slice(0, 5000) }],
    });
    const posts = await writer.writeMonth({ facts, slots: monthSlots(9, [...POST_PLATFORMS]) });
    posts.forEach((post, i) =>
      expect(post.text.length).toBeLessThanOrEqual(
        PLATFORM_TEXT_LIMITS[monthSlots(9, [...POST_PLATFORMS])[i]!.platform],
      ),
    );
  });
});
