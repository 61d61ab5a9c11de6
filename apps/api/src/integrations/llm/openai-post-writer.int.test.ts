import { afterEach, describe, expect, it } from 'vitest';
import { HASHTAG_PATTERN } from '@plume/contracts/posts';
import { AppError } from '../../errors/app-error';
import { bakeryFacts, monthSlots } from '../../modules/posts/writer/writer-fixtures';
import { serveFakeOpenAi, type FakeReply } from '../../test/fake-openai';
import { createOpenAiPostWriter } from './openai-post-writer';

const draft = {
  title: 'La promo de printemps',
  text: 'Du 10 au 20 mars, -20 % sur toutes les brioches chez Boulangerie Lemoine. #Brioche',
  hashtags: ['#Printemps', 'boulangerie artisanale', '#Lyon', '#Levain', '#Brioche', '#Pain', '#Croissant'],
};
const answer = (value: unknown): FakeReply => ({ content: JSON.stringify(value) });
const facts = bakeryFacts();
const original = { title: 'Ancien titre', text: 'Ancien texte du post.', hashtags: ['#Lyon'] };

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function writerFor(replies: FakeReply[], options: { timeoutMs?: number; concurrency?: number } = {}) {
  const fake = await serveFakeOpenAi(replies);
  close = fake.close;
  const writer = createOpenAiPostWriter({
    baseURL: fake.baseURL,
    apiKey: 'cle-de-test',
    model: 'modele-test',
    limits: { instagramHashtagCap: 5 },
    ...options,
  });
  return { writer, fake };
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

  it('asks once for a repair when the answer does not fit the schema, then gives up clearly', async () => {
    const repaired = await writerFor([{ content: '{"title": 3}' }, answer(draft)]);
    const [post] = await repaired.writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) });
    expect(post!.title).toBe('La promo de printemps');
    expect(repaired.fake.requests[1]!.messages.at(-1)!.content).toContain('Ta réponse ne convient pas');
    await close?.();

    const broken = await writerFor([{ content: 'pas du JSON' }]);
    expect(await failureOf(broken.writer.writeMonth({ facts, slots: monthSlots(1, ['facebook']) }))).toBe(
      'WRITER_FAILED',
    );
    expect(broken.fake.requests).toHaveLength(2);
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
