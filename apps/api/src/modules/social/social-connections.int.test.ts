import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacebookCallbackResponse, SocialConnections } from '@plume/contracts/social';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  authUrlFor,
  connectSandboxFacebook,
  connectSandboxInstagram,
  sandboxConsentCode,
} from './social-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const connections = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/social/connections', headers })).json<SocialConnections>();

describe('GET /api/social/connections', () => {
  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/social/connections' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: 'Vous devez être connecté' });
  });

  it('starts with nothing connected, on the sandbox network', async () => {
    const { headers } = await createUser(t.app);
    expect(await connections(headers)).toEqual({
      instagram: null,
      facebook: null,
      linkedin: null,
      sandbox: { facebook: true, instagram: true, linkedin: true },
      available: { facebook: true, instagram: true, linkedin: true },
    });
  });
});

describe('Facebook (popup flow)', () => {
  it('requires a session for the auth URL and the callback', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/social/facebook/auth-url' })).statusCode).toBe(
      401,
    );
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/social/facebook/callback',
      payload: { code: 'c', state: 's' },
    });
    expect(callback.statusCode).toBe(401);
  });

  it('connects every Page and uses the first one', async () => {
    const { headers } = await createUser(t.app);
    const response = await connectSandboxFacebook(t.app, headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<FacebookCallbackResponse>();
    expect(body).toMatchObject({ success: true, page_name: 'Ma Page (démo)', page_id: 'sandbox-page-1' });
    expect(body.pages).toHaveLength(2);
    const state = await connections(headers);
    expect(state.facebook).toMatchObject({
      page_name: 'Ma Page (démo)',
      is_active: true,
      needs_reconnect: false,
    });
  });

  it('names the missing field in French', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/social/facebook/callback',
      headers,
      payload: { state: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain('Le code est obligatoire');
  });

  it('refuses a replayed, forged, expired or borrowed state', async () => {
    const { headers } = await createUser(t.app);
    const other = await createUser(t.app);
    const callback = (payload: object, as = headers) =>
      t.app.inject({ method: 'POST', url: '/api/social/facebook/callback', headers: as, payload });
    const refused = {
      detail: 'Lien de connexion invalide ou expiré. Veuillez recommencer la connexion.',
      code: 'OAUTH_STATE_INVALID',
    };

    const first = await authUrlFor(t.app, headers, 'facebook');
    const code = await sandboxConsentCode(t.app, first.auth_url);
    expect((await callback({ code, state: first.state })).statusCode).toBe(200);
    const replay = await callback({ code, state: first.state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(refused);

    const second = await authUrlFor(t.app, headers, 'facebook');
    const forged = `${second.state.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await callback({ code, state: forged })).json()).toEqual(refused);
    expect((await callback({ code, state: second.state }, other.headers)).json()).toEqual(refused);

    const third = await authUrlFor(t.app, headers, 'facebook');
    t.clock.advance(10 * 60_000 + 1000);
    try {
      expect((await callback({ code, state: third.state })).json()).toEqual(refused);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('switches the Page in use among the user’s own Pages only', async () => {
    const { headers } = await createUser(t.app);
    await connectSandboxFacebook(t.app, headers);
    const put = (page_id: string) =>
      t.app.inject({ method: 'PUT', url: '/api/social/facebook/page', headers, payload: { page_id } });
    expect((await put('sandbox-page-2')).json()).toMatchObject({ page_name: 'Ma seconde Page (démo)' });
    expect((await connections(headers)).facebook).toMatchObject({ page_id: 'sandbox-page-2' });
    const unknown = await put('page-inconnue');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'Page Facebook introuvable' });
  });
});

describe('Instagram (server redirect)', () => {
  const callback = (query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/social/instagram/callback?${new URLSearchParams(query).toString()}`,
    });

  it('exchanges the code and redirects with instagram_success and username', async () => {
    const { headers } = await createUser(t.app);
    const response = await connectSandboxInstagram(t.app, headers);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?instagram_success=true&username=mon_compte_demo');
    const state = await connections(headers);
    expect(state.instagram).toMatchObject({ username: 'mon_compte_demo', is_active: true });
  });

  it('redirects with the spec’s error codes', async () => {
    const { headers } = await createUser(t.app);
    const { state } = await authUrlFor(t.app, headers, 'instagram');
    expect((await callback({ error: 'access_denied', state })).headers.location).toBe(
      '/?instagram_error=access_denied',
    );
    expect((await callback({ state })).headers.location).toBe('/?instagram_error=missing_parameters');
    expect((await callback({ code: 'faux', state: 'faux.faux' })).headers.location).toBe(
      '/?instagram_error=callback_error',
    );
    expect((await callback({ code: 'code-inconnu', state })).headers.location).toBe(
      '/?instagram_error=token_exchange_failed',
    );
    // The state was spent by the failed exchange: it cannot be replayed.
    expect((await callback({ code: 'sbx_code_x', state })).headers.location).toBe(
      '/?instagram_error=callback_error',
    );
  });

  it('refuses a Facebook state on the Instagram callback', async () => {
    const { headers } = await createUser(t.app);
    const { state } = await authUrlFor(t.app, headers, 'facebook');
    expect((await callback({ code: 'sbx_code_x', state })).headers.location).toBe(
      '/?instagram_error=callback_error',
    );
  });
});

describe('sandbox consent page', () => {
  it('is a French demonstration page with Autoriser and Refuser', async () => {
    const { headers } = await createUser(t.app);
    const { auth_url } = await authUrlFor(t.app, headers, 'instagram');
    const page = await t.app.inject({ method: 'GET', url: auth_url });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('mode démonstration');
    expect(page.body).toMatch(/error=access_denied[^"]*">Refuser</);
  });

  it('never redirects outside the application', async () => {
    const query = new URLSearchParams({
      platform: 'facebook',
      state: 'x',
      redirect_uri: 'https://attaquant.example/auth/facebook/callback',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/social/sandbox/consent?${query.toString()}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('tokens at rest', () => {
  it('stores only AES-GCM ciphertext', async () => {
    const { headers } = await createUser(t.app);
    await connectSandboxFacebook(t.app, headers);
    await connectSandboxInstagram(t.app, headers);
    const result = await t.database.db.execute(
      'select access_token_encrypted as token from social_connections union all select access_token_encrypted from facebook_pages',
    );
    const tokens = (result as unknown as { rows: { token: string }[] }).rows.map((row) => row.token);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    for (const token of tokens) {
      expect(token).toMatch(/^v1\./);
      expect(token).not.toContain('sbx_token_');
      expect(t.container.social.cipher.decrypt(token)).toMatch(/^sbx_token_/);
    }
  });
});

describe('DELETE /api/social/connections/{platform}', () => {
  it('disconnects the user’s own connection, never another user’s', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await connectSandboxInstagram(t.app, owner.headers);
    const remove = (headers?: Record<string, string>, platform = 'instagram') =>
      t.app.inject({ method: 'DELETE', url: `/api/social/connections/${platform}`, headers });

    expect((await remove()).statusCode).toBe(401);
    const foreign = await remove(other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: 'Aucun compte connecté pour ce réseau' });
    expect((await connections(owner.headers)).instagram).not.toBeNull();

    expect((await remove(owner.headers)).json()).toEqual({ success: true });
    expect((await connections(owner.headers)).instagram).toBeNull();
    expect((await remove(owner.headers)).statusCode).toBe(404);
    expect((await remove(owner.headers, 'linkedin')).statusCode).toBe(404);
    const invalid = await remove(owner.headers, 'myspace');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<{ detail: string }>().detail).toContain('Réseau inconnu');
  });
});

describe('connections read for a batch of publications', () => {
  it('answers each (owner, network) asked in order, only those, and nothing for a network not connected', async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    await connectSandboxFacebook(t.app, first.headers);
    await connectSandboxInstagram(t.app, first.headers);
    await connectSandboxInstagram(t.app, second.headers);
    const asked = [
      { userId: second.login.user_id, platform: 'instagram' as const },
      { userId: first.login.user_id, platform: 'facebook' as const },
      { userId: second.login.user_id, platform: 'facebook' as const },
      { userId: first.login.user_id, platform: 'instagram' as const },
    ];
    const rows = await t.container.social.repository.findMany(asked);
    expect(rows.map((row) => row && [row.userId, row.platform])).toEqual([
      [second.login.user_id, 'instagram'],
      [first.login.user_id, 'facebook'],
      undefined,
      [first.login.user_id, 'instagram'],
    ]);
    expect(await t.container.social.repository.findMany([])).toEqual([]);
  });
});
