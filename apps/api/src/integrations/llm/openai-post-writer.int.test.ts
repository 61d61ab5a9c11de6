import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HASHTAG_PATTERN } from '@plume/contracts/posts';
import { AppError } from '../../errors/app-error';
import { createOfflinePostWriter } from '../writer/offline-writer';
import { bakeryFacts, monthSlots } from '../../test/writer-fixtures';
import { serveFakeOpenAi, type FakeReply } from '../../test/fake-openai';
import { SPELLER_BUILD_MS, warmSpeller } from '../../test/speller';
import { createOpenAiPostWriter } from './openai-post-writer';

const draft = {
  title: 'La promo de printemps',
  text: 'Du 10 au 20 mars, -20 % sur toutes les brioches chez Boulangerie Lemoine. #Brioche',
  hashtags: ['#Printemps', 'boulangerie artisanale', '#Lyon', '#Levain', '#Brioche', '#Pain', '#Croissant'],
};
const answer = (value: unknown): FakeReply => ({ content: JSON.stringify(value) });
const facts = bakeryFacts();
const original = { title: 'Ancien titre', text: 'Ancien texte du post.', hashtags: ['#Lyon'] };

beforeAll(warmSpeller, SPELLER_BUILD_MS);
let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function writerFor(replies: FakeReply[], options: { timeoutMs?: number; concurrency?: number } = {}) {
  const fake = await serveFakeOpenAi(replies);
  close = fake.close;
  const fallbacks: { index: number; reason: string }[] = [];
  const writer = createOpenAiPostWriter({
    baseURL: fake.baseURL,
    apiKey: 'cle-de-test',
    model: 'modele-test',
    limits: { instagramHashtagCap: 5 },
    fallback: createOfflinePostWriter({ limits: { instagramHashtagCap: 5 } }),
    onFallback: (event) => fallbacks.push(event),
    ...options,
  });
  return { writer, fake, fallbacks };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('une erreur était attendue'),
    (error: unknown) => (error instanceof AppError ? error.code : error),
  );

describe('OpenAI-compatible post writer', () => {
  it('writes each slot from a French prompt with the facts, within the platform rules', async () => {
    const { writer, fake } = await writerFor([answer(draft)]);
    const slots = monthSlots(3, ['instagram', 'facebook', 'linkedin']);
    const progress: number[] = [];
    const posts = await writer.writeMonth({ facts, slots }, (done) => progress.push(done));
    expect(posts).toHaveLength(3);
    expect(progress).toEqual([1, 2, 3]);
    expect(posts[0]!.title).toBe('La promo de printemps');
    expect(posts[0]!.text).not.toContain('#Brioche'); // moved from the text to the list
    expect(posts[0]!.hashtags).toHaveLength(5);
    expect(posts[2]!.hashtags).toHaveLength(3); // LinkedIn
    posts.flatMap((post) => post.hashtags).forEach((tag) => expect(tag).toMatch(HASHTAG_PATTERN));
    const request = fake.requests[0]!;
    expect(request.model).toBe('modele-test');
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'post_draft' },
    });
    expect(request.messages[0]!.content).toContain('français');
    const prompt = request.messages[1]!.content;
    expect(prompt).toContain('Boulangerie Lemoine');
    expect(prompt).toContain('-20 % sur toutes les brioches');
    expect(prompt).toContain('Le fournil au petit matin');
    expect(prompt).toContain('Mardi gras');
    expect(fake.requests[2]!.messages[1]!.content).toContain('LinkedIn : registre professionnel');
  });

  it('asks once for a repair when the answer does not fit the schema, then writes that post offline', async () => {
    const repaired = await writerFor([{ content: '{"title": 3}' }, answer(draft)]);
    const [post] = await repaired.writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) });
    expect(post).toMatchObject({ title: 'La promo de printemps', writtenBy: 'llm' });
    expect(repaired.fake.requests[1]!.messages.at(-1)!.content).toContain('Ta réponse ne convient pas');
    await close?.();

    const broken = await writerFor([{ content: 'pas du JSON' }]);
    const [offline] = await broken.writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) });
    expect(offline!.writtenBy).toBe('offline');
    expect(offline!.text).toContain('Boulangerie Lemoine');
    expect(broken.fake.requests).toHaveLength(2);
    expect(broken.fallbacks).toEqual([{ index: 0, reason: 'QUALITY_GATE' }]);
  });

  it('repairs with the quality gate’s findings: an invented price, a post in English', async () => {
    const priced = {
      ...draft,
      text: 'Notre croissant pur beurre est à 22 € cette semaine, venez le goûter.',
    };
    const price = await writerFor([answer(priced), answer(priced)]);
    const [post] = await price.writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) });
    expect(price.fake.requests[1]!.messages.at(-1)!.content).toMatch(
      /contrôle qualité : .*prix qui ne correspond à aucun tarif connu/u,
    );
    expect(post!.writtenBy).toBe('offline');
    expect(post!.text).not.toContain('22');
    await close?.();

    const english = {
      ...draft,
      text: 'Our sourdough bread is back this week, baked every morning with love.',
    };
    const translated = await writerFor([answer(english), answer(draft)]);
    const [fixed] = await translated.writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) });
    expect(translated.fake.requests[1]!.messages.at(-1)!.content).toContain('mot inconnu du correcteur');
    expect(fixed).toMatchObject({ title: 'La promo de printemps', writtenBy: 'llm' });
  });

  it('never fails a month: a 500, a timeout or invalid answers give offline posts, flagged', async () => {
    const down = await writerFor([{ status: 500 }], { concurrency: 1 });
    const posts = await down.writer.writeMonth({ facts, slots: monthSlots(3, ['instagram', 'facebook']) });
    expect(posts).toHaveLength(3);
    expect(posts.every((post) => post.writtenBy === 'offline' && post.text.length > 0)).toBe(true);
    expect(down.fallbacks.map((event) => event.reason)).toEqual([
      'WRITER_FAILED',
      'WRITER_FAILED',
      'WRITER_FAILED',
    ]);
    await close?.();

    const slow = await writerFor([{ delayMs: 2000, content: JSON.stringify(draft) }], { timeoutMs: 200 });
    const [late] = await slow.writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) });
    expect(late!.writtenBy).toBe('offline');
    expect(slow.fallbacks).toEqual([{ index: 0, reason: 'WRITER_TIMEOUT' }]);
  });

  it('honours a 429’s Retry-After, then writes the post', async () => {
    const { writer, fake } = await writerFor([
      { status: 429, headers: { 'retry-after': '1' } },
      answer(draft),
    ]);
    const [post] = await writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) });
    expect(post!.writtenBy).toBe('llm');
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back to json_object for an endpoint that refuses json_schema', async () => {
    const refusal = {
      error: { message: "response_format 'json_schema' is not supported", type: 'invalid_request_error' },
    };
    const { writer, fake } = await writerFor([{ status: 400, body: refusal }, answer(draft)], {
      concurrency: 1,
    });
    const posts = await writer.writeMonth({ facts, slots: monthSlots(2, ['facebook']) });
    expect(posts.every((post) => post.writtenBy === 'llm')).toBe(true);
    expect(fake.requests.map((request) => (request.response_format as { type: string }).type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });

  it('gives the month’s earlier posts to avoid repeating them', async () => {
    const { writer, fake } = await writerFor([answer(draft)], { concurrency: 1 });
    await writer.writeMonth({ facts, slots: monthSlots(2, ['facebook']) });
    expect(fake.requests[0]!.messages[1]!.content).not.toContain('Posts déjà écrits');
    expect(fake.requests[1]!.messages[1]!.content).toContain(
      'Posts déjà écrits ce mois-ci : ne reprends ni leurs accroches, ni leurs phrases, ni leurs sujets.\n- La promo de printemps',
    );
  });

  it('lists the request’s operations in the rewrite prompt and reports what the answer did', async () => {
    const { writer, fake } = await writerFor([answer(draft)]);
    const result = await writer.rewrite({
      facts,
      platform: 'facebook',
      post: original,
      request: 'sans hashtags et remplace texte par brioches',
    });
    expect(fake.requests[0]!.messages[1]!.content).toContain(
      '1. retirer les hashtags\n2. remplacer « texte »',
    );
    expect(result.done).toEqual(['« texte » remplacé par « brioches »']);
    expect(result.notDone).toEqual(['retirer les hashtags (la réécriture ne l’a pas fait)']);
  });

  it('retries a 429 and a 503 with backoff, then succeeds', async () => {
    const { writer, fake } = await writerFor([
      { status: 429, headers: { 'retry-after-ms': '20' } },
      { status: 503, headers: { 'retry-after-ms': '20' } },
      answer(draft),
    ]);
    const result = await writer.rewrite({
      facts,
      platform: 'instagram',
      post: original,
      request: 'plus court',
    });
    expect(result.text).toContain('-20 %');
    expect(fake.requests).toHaveLength(3);
  });

  it('maps a slow endpoint to WRITER_TIMEOUT', async () => {
    const { writer } = await writerFor([{ delayMs: 2000, content: JSON.stringify(draft) }], {
      timeoutMs: 200,
    });
    // The endpoint would answer, valid, after 2 s: WRITER_TIMEOUT shows the writer gave up at its own limit.
    expect(
      await failureOf(
        writer.rewrite({ facts, platform: 'instagram', post: original, request: 'plus court' }),
      ),
    ).toBe('WRITER_TIMEOUT');
  });

  it('answers WRITER_EMPTY when the rewrite stays empty or unchanged after the repair', async () => {
    const empty = await writerFor([answer({ ...draft, text: '' })]);
    expect(
      await failureOf(empty.writer.rewrite({ facts, platform: 'facebook', post: original, request: 'x' })),
    ).toBe('WRITER_EMPTY');
    await close?.();
    const same = await writerFor([answer({ ...draft, text: original.text }), answer(draft)]);
    const result = await same.writer.rewrite({
      facts,
      platform: 'facebook',
      post: original,
      request: 'plus court',
    });
    expect(result.text).not.toBe(original.text);
    expect(same.fake.requests[0]!.messages[1]!.content).toContain('« plus court »');
  });

  it('maps a refused key to WRITER_FAILED without retrying', async () => {
    const { writer, fake } = await writerFor([{ status: 401 }]);
    expect(
      await failureOf(writer.rewrite({ facts, platform: 'facebook', post: original, request: 'x' })),
    ).toBe('WRITER_FAILED');
    expect(fake.requests).toHaveLength(1);
  });

  it('writes a month with at most `concurrency` calls at once', async () => {
    const { writer, fake } = await writerFor([{ delayMs: 40, content: JSON.stringify(draft) }], {
      concurrency: 3,
    });
    const posts = await writer.writeMonth({ facts, slots: monthSlots(10, ['instagram']) });
    expect(posts).toHaveLength(10);
    expect(fake.requests).toHaveLength(10);
    expect(fake.maxInFlight).toBe(3);
    const subjects = new Set(
      fake.requests.map((r) => /Sujet de ce post : (.*)/.exec(r.messages[1]!.content)?.[1]),
    );
    expect(subjects.size).toBeGreaterThan(5);
  });
});
