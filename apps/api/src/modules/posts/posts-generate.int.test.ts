import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GenerateResponse, GenerationStatus, Post } from '@plume/contracts/posts';
import { contentItems, postGenerationEvents, users } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { jpeg } from '../../test/media-fixtures';
import { insertPost } from '../../test/post-factory';
import { generate, listPosts } from '../../test/posts-test-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { speller } from './quality/spelling';
import { connectSandboxFacebook, connectSandboxInstagram } from '../social/social-test-helpers';

let t: TestApp;
beforeAll(async () => {
  // The quality gate's French dictionary is built once per process; built here, within the hook's time.
  [t] = await Promise.all([createTestApp(), speller()]);
});
afterAll(() => t.close());

/** A user with the sandbox Instagram and Facebook connected, created at `instant` (tokens follow the clock). */
async function connectedUserAt(instant: string) {
  t.clock.set(instant);
  const user = await createUser(t.app);
  await connectSandboxInstagram(t.app, user.headers);
  await connectSandboxFacebook(t.app, user.headers);
  return user;
}

const status = (headers: Record<string, string>, month: string) =>
  t.app.inject({ method: 'GET', url: `/api/posts/generation-status?month_key=${month}`, headers });

describe('POST /api/posts/generate', () => {
  it('plans the rest of the month per network, attaches the month media and records the generation', async () => {
    const user = await connectedUserAt('2026-03-10T09:00:00Z');
    const photos = await uploadToMonth(t.app, user.headers, 'mars_2026', [
      { filename: 'vitrine.jpg', data: await jpeg() },
    ]);
    const response = await generate(t.app, user.headers, { month_key: 'mars_2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateResponse>();
    // 21 days left (11–31 March) at 3 a week: 9 posts for each of the two networks.
    expect(body).toMatchObject({
      success: true,
      month_key: 'mars_2026',
      last_day_mode: false,
      generated: 18,
    });
    expect(body.posts.filter((p) => p.platform === 'instagram')).toHaveLength(9);
    for (const post of body.posts) {
      expect(post.date >= '2026-03-11' && post.date <= '2026-03-31').toBe(true);
      expect(post.title && post.text && post.hashtags.length > 0).toBeTruthy();
    }
    // The month's only photo is reused on every other post of each network (never on two in a row).
    const illustrated = body.posts.filter((p) => p.media_ids.length > 0);
    expect(illustrated).toHaveLength(10);
    for (const post of illustrated)
      expect(post).toMatchObject({ status: 'draft', media_ids: [photos[0]!.id] });
    for (const platform of ['instagram', 'facebook'] as const)
      expect(body.posts.filter((p) => p.platform === platform).map((p) => p.media_ids.length)).toEqual([
        1, 0, 1, 0, 1, 0, 1, 0, 1,
      ]);
    const [usage] = await t.database.db.select().from(contentItems).where(eq(contentItems.id, photos[0]!.id));
    expect(usage).toMatchObject({ usedInPosts: 10 });
    expect(usage?.usedOn.toSorted()).toEqual(['facebook', 'instagram']);
    const withoutImage = body.posts.filter((p) => p.status === 'needs_image');
    expect(withoutImage).toHaveLength(8);
    // A post left without a picture carries a French stock-image search naming its subject, when it names one
    // (this account has no profile: some posts only say who the business is).
    for (const post of withoutImage)
      if (post.image_suggestion !== undefined) expect(post.image_suggestion).toMatch(/^[\p{L}' -]+$/u);
    expect(illustrated[0]!.image_suggestion).toBeUndefined();
    // Never at night, never twice the same hour on a network the same day.
    for (const post of body.posts) expect(post.time >= '07:00' && post.time < '22:00').toBe(true);
    const hours = body.posts.map((p) => `${p.platform} ${p.date} ${p.time.slice(0, 2)}`);
    expect(new Set(hours).size).toBe(hours.length);

    const events = await t.database.db
      .select()
      .from(postGenerationEvents)
      .where(eq(postGenerationEvents.userId, user.login.user_id));
    expect(events.map((event) => event.postCount)).toEqual([18]);
    const progress = (await status(user.headers, 'mars_2026')).json<GenerationStatus>();
    expect(progress).toMatchObject({ status: 'done', done: 18, total: 18 });
  });

  it('regenerating replaces only the unvalidated, unpublished posts of that month', async () => {
    const user = await connectedUserAt('2026-03-16T09:00:00Z');
    const userId = user.login.user_id;
    const first = (await generate(t.app, user.headers, { month_key: 'avril_2026' })).json<GenerateResponse>();
    const kept = [
      await insertPost(t.database, { userId, monthKey: 'avril_2026', status: 'scheduled', validated: true }),
      await insertPost(t.database, { userId, monthKey: 'avril_2026', status: 'published', published: true }),
      await insertPost(t.database, { userId, monthKey: 'mai_2026', title: 'Autre mois' }),
    ];
    t.clock.advance(60_000);
    const second = await generate(t.app, user.headers, { month_key: 'avril_2026' });
    expect(second.statusCode).toBe(200);
    expect(second.json<GenerateResponse>().replaced).toBe(first.generated);
    const posts = await listPosts(t.app, user.headers);
    for (const post of kept) expect(posts.some((p) => p.id === post.id)).toBe(true);
    expect(posts.some((p) => first.posts.some((old) => old.id === p.id))).toBe(false);
    expect(posts.filter((p) => p.month_key === 'avril_2026')).toHaveLength(first.generated + 2);
  });

  it('a double click generates once', async () => {
    const user = await connectedUserAt('2026-03-16T09:00:00Z');
    const responses = await Promise.all([
      generate(t.app, user.headers, { month_key: 'avril_2026' }),
      generate(t.app, user.headers, { month_key: 'avril_2026' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!.json<{ code: string }>();
    expect(refused.code).toBe('GENERATION_IN_PROGRESS');
    const generated = responses.find((r) => r.statusCode === 200)!.json<GenerateResponse>().generated;
    expect(await listPosts(t.app, user.headers)).toHaveLength(generated);
    const events = await t.database.db
      .select()
      .from(postGenerationEvents)
      .where(eq(postGenerationEvents.userId, user.login.user_id));
    expect(events).toHaveLength(1);
  });

  it('last day before 22:00: one post per network at least an hour later; from 22:00 it is refused', async () => {
    const user = await connectedUserAt('2026-03-31T19:50:00Z'); // 21:50 in Paris (CEST)
    // The client's hint is ignored: the server's clock decides last-day mode.
    const response = await generate(t.app, user.headers, { last_day_mode: false, generation_hour: 9 });
    const body = response.json<GenerateResponse>();
    expect(body).toMatchObject({ month_key: 'mars_2026', last_day_mode: true, generated: 2 });
    expect(body.posts.map((p: Post) => [p.platform, p.date, p.time])).toEqual([
      ['instagram', '2026-03-31', '22:50'],
      ['facebook', '2026-03-31', '23:05'],
    ]);
    t.clock.set('2026-03-31T20:00:00Z'); // 22:00 in Paris (the session is still valid)
    const refused = await generate(t.app, user.headers, { month_key: 'mars_2026' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Génération bloquée : nous sommes le dernier jour/);
    expect(refused.json().detail).toContain('Génération pour le mois actuel indisponible après 22h');
  });

  it('refuses months that are not open with the availability wording', async () => {
    const user = await connectedUserAt('2026-03-10T09:00:00Z');
    const early = await generate(t.app, user.headers, { month_key: 'avril_2026' });
    expect(early.json().detail).toBe(
      'La génération des posts de avril 2026 sera disponible le 15 mars 2026.',
    );
    const tooEarly = await generate(t.app, user.headers, { month_key: 'juin_2026' });
    expect(tooEarly.json().detail).toMatch(/^Trop tôt/);
    const past = await generate(t.app, user.headers, { month_key: 'février_2026' });
    expect(past.statusCode).toBe(409);
    expect(past.json().detail).toMatch(/^Mois passé/);
  });

  it('needs a connected network: French message pointing to the social networks tab', async () => {
    t.clock.set('2026-03-10T09:00:00Z');
    const user = await createUser(t.app);
    const response = await generate(t.app, user.headers, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('GENERATION_NO_NETWORK');
    expect(response.json().detail).toContain('« Réseaux sociaux »');
  });

  it('answers 402 to a lapsed subscription, 422 to a bad month key, 401 without a session', async () => {
    const user = await connectedUserAt('2026-03-10T09:00:00Z');
    const invalid = await generate(t.app, user.headers, { month_key: 'march_2026' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('Mois invalide');
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: 'expired' })
      .where(eq(users.id, user.login.user_id));
    t.container.userCache.invalidate(user.login.user_id);
    const lapsed = await generate(t.app, user.headers, {});
    expect(lapsed.statusCode).toBe(402);
    expect(lapsed.json().code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await generate(t.app, {}, {})).statusCode).toBe(401);
  });
});

describe('GET /api/posts/generation-status', () => {
  it("is idle for a month never generated, never reads another user's run, validates the month", async () => {
    const user = await connectedUserAt('2026-03-10T09:00:00Z');
    await generate(t.app, user.headers, { month_key: 'mars_2026' });
    const stranger = await createUser(t.app);
    const theirs = (await status(stranger.headers, 'mars_2026')).json<GenerationStatus>();
    expect(theirs).toEqual({
      month_key: 'mars_2026',
      status: 'idle',
      done: 0,
      total: 0,
      started_at: null,
      finished_at: null,
    });
    const invalid = await status(user.headers, 'mars');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('Mois invalide');
    expect((await status({}, 'mars_2026')).statusCode).toBe(401);
  });
});
