import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialConnections } from '@plume/contracts/social';
import {
  startFakeLinkedinServer,
  type FakeLinkedinServer,
} from '../../networks/linkedin/fake-linkedin-server';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { insertPost } from '../../test/post-factory';
import type { TestApp } from '../../test/test-app';
import { publishingApp } from '../publishing/publishing-test-helpers';
import { authUrlFor } from './social-test-helpers';

const VERSION = '202510';
let fake: FakeLinkedinServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeLinkedinServer({
    clientId: 'li-client',
    clientSecret: 'li-secret',
    version: VERSION,
  });
  t = await publishingApp({
    work: true,
    env: {
      LINKEDIN_CLIENT_ID: 'li-client',
      LINKEDIN_CLIENT_SECRET: 'li-secret',
      LINKEDIN_ORGANIZATIONS: 'true',
      LINKEDIN_API_VERSION: VERSION,
      LINKEDIN_AUTH_URL: fake.url,
      LINKEDIN_API_URL: fake.url,
      PUBLIC_URL: 'https://plume.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const connections = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/social/connections', headers })).json<SocialConnections>();

/** The member authorises on LinkedIn, which redirects to the API's callback with a code and the state. */
async function connectLinkedin(headers: Record<string, string>) {
  const { auth_url, state } = await authUrlFor(t.app, headers, 'linkedin');
  const query = new URLSearchParams({ code: fake.issueCode(), state });
  const redirect = await t.app.inject({
    method: 'GET',
    url: `/api/social/linkedin/callback?${query.toString()}`,
  });
  return { auth_url, redirect };
}

describe('LinkedIn connection', () => {
  it('needs a session for the auth URL, the account choice and the connections', async () => {
    for (const [method, url] of [
      ['GET', '/api/social/linkedin/auth-url'],
      ['PUT', '/api/social/linkedin/account'],
      ['DELETE', '/api/social/connections/linkedin'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'PUT' ? { account_id: 'x' } : undefined }))
          .statusCode,
      ).toBe(401);
    }
  });

  it('goes through LinkedIn and back: the member and the pages they administer, the member in use', async () => {
    const { headers } = await createUser(t.app);
    const { auth_url, redirect } = await connectLinkedin(headers);
    const authorize = new URL(auth_url);
    expect(authorize.pathname).toBe('/oauth/v2/authorization');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'https://plume.example/api/social/linkedin/callback',
    );
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe('/?linkedin_success=true&username=Marie+Dupont');
    const state = await connections(headers);
    expect(state.available.linkedin).toBe(true);
    expect(state.sandbox.linkedin).toBe(false);
    expect(state.linkedin).toMatchObject({
      account_name: 'Marie Dupont',
      account_id: 'urn:li:person:abc123',
      is_active: true,
      needs_reconnect: false,
      expires_soon: false,
      accounts: [
        { id: 'urn:li:person:abc123', name: 'Marie Dupont' },
        { id: 'urn:li:organization:2414183', name: 'Boulangerie Marie' },
      ],
    });
  });

  it('redirects with linkedin_error codes: refused consent, missing code, forged state', async () => {
    const { headers } = await createUser(t.app);
    const { state } = await authUrlFor(t.app, headers, 'linkedin');
    const back = async (query: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/social/linkedin/callback?${new URLSearchParams(query).toString()}`,
        })
      ).headers.location;
    expect(await back({ error: 'access_denied', state })).toBe('/?linkedin_error=access_denied');
    expect(await back({ state })).toBe('/?linkedin_error=missing_parameters');
    expect(await back({ code: fake.issueCode(), state: `${state}x` })).toBe(
      '/?linkedin_error=callback_error',
    );
    expect(await back({ code: 'not-issued', state })).toBe('/?linkedin_error=token_exchange_failed');
  });

  it('switches to an organisation page among the member’s own accounts only, with a French refusal otherwise', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await connectLinkedin(owner.headers);
    const choose = (headers: Record<string, string>, payload: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/social/linkedin/account', headers, payload });
    const chosen = await choose(owner.headers, { account_id: 'urn:li:organization:2414183' });
    expect(chosen.json()).toEqual({
      success: true,
      account_name: 'Boulangerie Marie',
      account_id: 'urn:li:organization:2414183',
    });
    expect((await connections(owner.headers)).linkedin?.account_name).toBe('Boulangerie Marie');
    const borrowed = await choose(other.headers, { account_id: 'urn:li:organization:2414183' });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json()).toMatchObject({ detail: 'Compte introuvable pour ce réseau' });
    const unknown = await choose(owner.headers, { account_id: 'urn:li:organization:999' });
    expect(unknown.json()).toMatchObject({ detail: 'Compte introuvable pour ce réseau' });
    const invalid = await choose(owner.headers, { account_id: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      detail: expect.stringContaining("L'identifiant du compte est obligatoire"),
    });
  });
});

describe('LinkedIn publishing', () => {
  it('publishes a post with its image now, through the Images and Posts APIs', async () => {
    const owner = await createUser(t.app);
    await connectLinkedin(owner.headers);
    const media = await uploadToMonth(t.app, owner.headers, 'janvier_2030');
    const post = await insertPost(t.database, {
      userId: owner.login.user_id,
      platform: 'linkedin',
      monthKey: 'janvier_2030',
      mediaIds: media.map((medium) => medium.id),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts/publish',
      headers: owner.headers,
      payload: { post_id: post.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'published' });
    const published = fake.posts.at(-1);
    expect(published?.author).toBe('urn:li:person:abc123');
    const imageId = (published?.content as { media: { id: string } }).media.id;
    expect(fake.uploads.get(imageId)?.bytes.length).toBeGreaterThan(0);
  });

  it('asks for a reconnection 10 days before the 60-day token expires, and stops publishing once it has', async () => {
    const owner = await createUser(t.app);
    await connectLinkedin(owner.headers);
    try {
      t.clock.advance(49 * 86_400_000);
      expect((await t.container.social.service.connections(owner.login.user_id)).linkedin).toMatchObject({
        expires_soon: false,
        is_active: true,
      });
      t.clock.advance(2 * 86_400_000);
      const soon = (await t.container.social.service.connections(owner.login.user_id)).linkedin;
      expect(soon).toMatchObject({ expires_soon: true, is_active: true });
      expect(new Date(soon?.expires_at ?? 0).getTime()).toBeGreaterThan(t.clock.now().getTime());
      t.clock.advance(10 * 86_400_000);
      const before = fake.posts.length;
      await expect(
        t.container.social.service.publish(owner.login.user_id, 'linkedin', { text: 'Trop tard', media: [] }),
      ).rejects.toMatchObject({ kind: 'permanent', tokenInvalid: true });
      expect(fake.posts.length).toBe(before);
      expect((await t.container.social.service.connections(owner.login.user_id)).linkedin).toMatchObject({
        needs_reconnect: true,
      });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('marks the connection à reconnecter when LinkedIn refuses the token', async () => {
    const owner = await createUser(t.app);
    await connectLinkedin(owner.headers);
    fake.failures.push({
      method: 'POST',
      path: '/rest/posts',
      status: 401,
      body: { status: 401, message: 'revoked' },
    });
    await expect(
      t.container.social.service.publish(owner.login.user_id, 'linkedin', {
        text: 'Jeton révoqué',
        media: [],
      }),
    ).rejects.toMatchObject({ tokenInvalid: true });
    expect((await connections(owner.headers)).linkedin).toMatchObject({
      needs_reconnect: true,
      is_active: false,
    });
  });
});
