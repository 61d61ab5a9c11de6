import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { connectSandboxInstagram } from '../social/social-test-helpers';
import { ownerWithPost, publishingApp, schedule } from './publishing-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await publishingApp({ work: false });
});
afterAll(() => t.close());

const detailOf = (response: { json: () => unknown }) => (response.json() as { detail: string }).detail;

describe('POST /api/posts/schedule — date rules in the owner’s timezone (moved clock)', () => {
  const cases: { name: string; now: string; month: string; date: string; time: string; expect: string }[] = [
    {
      name: 'the spring-forward Sunday: 02:30 does not exist in Paris',
      now: '2026-03-28T10:00:00Z',
      month: 'mars_2026',
      date: '2026-03-29',
      time: '02:30',
      expect: "Cette heure n'existe pas ce jour-là (passage à l'heure d'été) : choisissez une autre heure.",
    },
    {
      name: 'a date in the past',
      now: '2026-03-28T10:00:00Z',
      month: 'mars_2026',
      date: '2026-03-27',
      time: '10:00',
      expect: 'La date ne peut pas être dans le passé',
    },
    {
      name: 'less than 10 minutes ahead',
      now: '2026-03-28T10:00:00Z',
      month: 'mars_2026',
      date: '2026-03-28',
      time: '11:09',
      expect: "L'heure doit être dans le futur (minimum 10 minutes)",
    },
    {
      name: 'after the end of the month after the post’s month (month end)',
      now: '2026-01-31T12:00:00Z',
      month: 'janvier_2026',
      date: '2026-03-01',
      time: '00:00',
      expect:
        'La date ne peut pas dépasser la fin du mois suivant au mois du post. La date doit être entre le 31/01/2026 et le 28/02/2026',
    },
    {
      name: 'a missing time',
      now: '2026-01-31T12:00:00Z',
      month: 'janvier_2026',
      date: '2026-02-01',
      time: '',
      expect: 'Veuillez sélectionner une date et une heure',
    },
  ];
  for (const testCase of cases) {
    it(`refuses ${testCase.name}`, async () => {
      t.clock.set(testCase.now);
      const { headers, post } = await ownerWithPost(t, { monthKey: testCase.month });
      const response = await schedule(t, headers, {
        post_id: post.id,
        scheduled_date: testCase.date,
        scheduled_time: testCase.time,
      });
      expect(response.statusCode).toBe(422);
      // A request-validation refusal names the field before the spec's message.
      const detail = detailOf(response);
      expect([testCase.expect, `Champ « scheduled_time » : ${testCase.expect}`]).toContain(detail);
    });
  }

  it('accepts exactly 10 minutes ahead, the last minute of the window, and the first 02:30 in autumn', async () => {
    t.clock.set('2026-03-28T10:00:00Z'); // 11:00 in Paris (winter time)
    const { headers, post } = await ownerWithPost(t, { monthKey: 'mars_2026' });
    const soon = await schedule(t, headers, {
      post_id: post.id,
      scheduled_date: '2026-03-28',
      scheduled_time: '11:10',
    });
    expect(soon.statusCode).toBe(200);
    expect(soon.json()).toEqual({ success: true, scheduled_at: '2026-03-28T10:10:00.000Z' });
    // The day after the switch to summer time: 10:00 in Paris is 08:00 UTC.
    const after = await schedule(t, headers, {
      post_id: post.id,
      scheduled_date: '2026-03-29',
      scheduled_time: '10:00',
    });
    expect(after.json()).toMatchObject({ scheduled_at: '2026-03-29T08:00:00.000Z' });
    const last = await schedule(t, headers, {
      post_id: post.id,
      scheduled_date: '2026-04-30',
      scheduled_time: '23:59',
    });
    expect(last.json()).toMatchObject({ scheduled_at: '2026-04-30T21:59:00.000Z' });

    t.clock.set('2026-10-24T10:00:00Z');
    const autumn = await ownerWithPost(t, { monthKey: 'octobre_2026' });
    const ambiguous = await schedule(t, autumn.headers, {
      post_id: autumn.post.id,
      scheduled_date: '2026-10-25',
      scheduled_time: '02:30',
    });
    expect(ambiguous.json()).toMatchObject({ scheduled_at: '2026-10-25T00:30:00.000Z' });
  });
});

describe('POST /api/posts/schedule — post and network rules', () => {
  const tomorrow = { scheduled_date: '2030-01-16', scheduled_time: '10:00' };

  it('needs a connected network, the post’s own network, an image and, for Instagram, a visual', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const none = await ownerWithPost(t, { connect: false });
    expect(detailOf(await schedule(t, none.headers, { post_id: none.post.id, ...tomorrow }))).toBe(
      "Connectez au moins un réseau social d'abord !",
    );
    const elsewhere = await ownerWithPost(t, { platform: 'facebook', connect: false });
    await connectSandboxInstagram(t.app, elsewhere.headers);
    expect(detailOf(await schedule(t, elsewhere.headers, { post_id: elsewhere.post.id, ...tomorrow }))).toBe(
      "Le réseau de ce post n'est pas connecté : connectez-le dans l'onglet Réseaux sociaux.",
    );
    const bare = await ownerWithPost(t, { image: false });
    const refused = await schedule(t, bare.headers, { post_id: bare.post.id, ...tomorrow });
    expect(refused.statusCode).toBe(422);
    expect(detailOf(refused)).toBe("Ce post n'a pas encore d'image : ajoutez-en une avant de le programmer.");
  });

  it('answers "Post invalide" without a post id, 404 for another user’s post, 401 without a token', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const owner = await ownerWithPost(t);
    const other = await ownerWithPost(t);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/posts/schedule',
      headers: owner.headers,
      payload: tomorrow,
    });
    expect(missing.statusCode).toBe(422);
    expect(detailOf(missing)).toContain('Post invalide');
    const foreign = await schedule(t, other.headers, { post_id: owner.post.id, ...tomorrow });
    expect(foreign.statusCode).toBe(404);
    expect(detailOf(foreign)).toBe('Post non trouvé');
    expect((await schedule(t, other.headers, { post_id: 'pas-un-uuid', ...tomorrow })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/posts/schedule',
          payload: { post_id: owner.post.id, ...tomorrow },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('marks the post scheduled and validated with its local date and time, one live job per version', async () => {
    t.clock.set('2030-01-15T08:00:00Z');
    const { headers, post } = await ownerWithPost(t);
    await schedule(t, headers, { post_id: post.id, ...tomorrow });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/move-calendar-post/${post.id}`,
      headers,
      payload: { scheduled_date: '2030-01-20T18:30' },
    });
    expect(moved.json()).toEqual({ success: true, message: 'Date et heure mises à jour avec succès !' });
    const row = await t.container.publishing.state.findPost(post.id);
    expect(row).toMatchObject({
      status: 'scheduled',
      validated: true,
      plannedDate: '2030-01-20',
      plannedTime: '18:30',
      scheduleVersion: 2,
    });
    expect(row?.scheduledAt?.toISOString()).toBe('2030-01-20T17:30:00.000Z');
    const jobs = await t.jobs?.boss.findJobs('publishing.publish-post', { data: { postId: post.id } });
    const states = Object.fromEntries(
      (jobs ?? []).map((job) => [(job.data as { version: number }).version, job.state]),
    );
    expect(states).toEqual({ 1: 'cancelled', 2: 'created' });
  });
});
