import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateResponse, GenerationStatus } from '@plume/contracts/posts';
import { createUser } from '../../test/factories';
import { serveFakeOpenAi, type FakeReply } from '../../test/fake-openai';
import { insertPost } from '../../test/post-factory';
import { generate, listPosts } from '../../test/posts-test-helpers';
import { SPELLER_BUILD_MS, warmSpeller } from '../../test/speller';
import { createTestApp, type TestApp } from '../../test/test-app';
import { connectSandboxInstagram } from '../social/social-test-helpers';

// The container picks the OpenAI-compatible writer when LLM_BASE_URL is set: the whole API is driven here
// against a local fake endpoint speaking the chat-completions wire format.
const draft = {
  title: 'Le pain du mois',
  text: 'Ce mois-ci, notre pain au levain revient en boutique, cuit chaque matin.',
  hashtags: ['#Levain', '#Boulangerie'],
};
const replies: FakeReply[] = [{ content: JSON.stringify(draft) }];
let fake: Awaited<ReturnType<typeof serveFakeOpenAi>>;
let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;
beforeAll(warmSpeller, SPELLER_BUILD_MS);
beforeAll(async () => {
  fake = await serveFakeOpenAi(replies);
  t = await createTestApp({
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'cle-de-test', LLM_WRITER_CONCURRENCY: '2' },
  });
  t.clock.set('2026-03-10T09:00:00Z');
  user = await createUser(t.app);
  await connectSandboxInstagram(t.app, user.headers);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const modify = (id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/posts/${id}/modify`,
    headers: user.headers,
    payload: { modification_request: 'Parle du levain' },
  });

describe('posts with the OpenAI-compatible writer', () => {
  it('generates the month through the endpoint with bounded concurrency and reports progress', async () => {
    const response = await generate(t.app, user.headers, { month_key: 'mars_2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateResponse>();
    expect(body.generated).toBe(9);
    expect(body.posts.every((post) => post.title === draft.title)).toBe(true);
    expect(fake.requests.length).toBeGreaterThanOrEqual(9);
    expect(fake.maxInFlight).toBeLessThanOrEqual(2);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/posts/generation-status?month_key=mars_2026',
      headers: user.headers,
    });
    expect(status.json<GenerationStatus>()).toMatchObject({ status: 'done', done: 9, total: 9 });
  });

  it('returns the rewrite as a preview, and the spec message when the AI changed nothing', async () => {
    const other = await insertPost(t.database, { userId: user.login.user_id, monthKey: 'mars_2026' });
    const rewritten = await modify(other.id);
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.json().modified_post).toMatchObject({ title: draft.title, text: draft.text });

    const [generated] = await listPosts(t.app, user.headers);
    const unchanged = await modify(generated!.id);
    expect(unchanged.statusCode).toBe(502);
    expect(unchanged.json()).toEqual({
      code: 'WRITER_EMPTY',
      detail: "Erreur: Aucune modification générée par l'IA",
    });
  });

  it('an endpoint that fails every call still gives a month: the offline writer writes it', async () => {
    replies.splice(0, replies.length, { status: 500 });
    t.clock.advance(30_000);
    const response = await generate(t.app, user.headers, { month_key: 'mars_2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateResponse>();
    expect(body.generated).toBe(9);
    expect(body.posts.some((post) => post.title === draft.title)).toBe(false);
    expect(body.posts.every((post) => post.text.length > 0)).toBe(true);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/posts/generation-status?month_key=mars_2026',
      headers: user.headers,
    });
    expect(status.json<GenerationStatus>().status).toBe('done');
  });

  it('remembers on the run the posts the offline writer wrote after an invalid answer, and says so', async () => {
    // Not JSON, then (the repair request) still not JSON: each post goes to the offline writer, flagged.
    replies.splice(0, replies.length, { content: 'Voici votre post : Le pain du mois, à très vite !' });
    const before = fake.requests.length;
    t.clock.advance(30_000);
    const response = await generate(t.app, user.headers, { month_key: 'mars_2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateResponse>();
    expect(body.generated).toBe(9);
    expect(body.written_offline).toBe(9);
    // One request and one repair per post, no more.
    expect(fake.requests.length - before).toBe(18);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/posts/generation-status?month_key=mars_2026',
      headers: user.headers,
    });
    expect(status.json<GenerationStatus>()).toMatchObject({ status: 'done', done: 9, written_offline: 9 });

    // A run whose answers are all valid says nothing of the offline writer, and its status counts none.
    replies.splice(0, replies.length, { content: JSON.stringify(draft) });
    t.clock.advance(30_000);
    const valid = await generate(t.app, user.headers, { month_key: 'mars_2026' });
    expect(valid.json<GenerateResponse>()).not.toHaveProperty('written_offline');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/posts/generation-status?month_key=mars_2026',
      headers: user.headers,
    });
    expect(after.json<GenerationStatus>()).toMatchObject({ status: 'done', written_offline: 0 });
  });
});
