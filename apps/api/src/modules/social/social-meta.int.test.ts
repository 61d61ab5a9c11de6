import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialConnections } from '@plume/contracts/social';
import {
  route,
  graphError,
  startFakeGraphServer,
  type FakeGraphServer,
} from '../../networks/meta/fake-graph-server';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authUrlFor } from './social-test-helpers';

let graph: FakeGraphServer;
let t: TestApp;
beforeAll(async () => {
  graph = await startFakeGraphServer();
  t = await createTestApp({
    env: {
      META_APP_ID: 'app-1',
      META_APP_SECRET: 'app-secret',
      INSTAGRAM_APP_ID: 'ig-app',
      INSTAGRAM_APP_SECRET: 'ig-secret',
      META_GRAPH_URL: graph.url,
      META_GRAPH_VIDEO_URL: graph.url,
      INSTAGRAM_API_URL: graph.url,
      INSTAGRAM_GRAPH_URL: graph.url,
      PUBLIC_URL: 'https://plume.example',
    },
  });
  graph.routes.push(
    route('GET', '/v25.0/oauth/access_token', (p) => p.code === 'fb-code', {
      body: { access_token: 'short' },
    }),
    route('GET', '/v25.0/oauth/access_token', (p) => p.fb_exchange_token === 'short', {
      body: { access_token: 'long' },
    }),
    route('GET', '/v25.0/me/accounts', (p) => p.access_token === 'long', {
      body: { data: [{ id: 'p1', name: 'Boulangerie Marie', access_token: 'page-token' }] },
    }),
    route('POST', '/oauth/access_token', (p) => p.code === 'ig-code', {
      body: { access_token: 'ig-short', user_id: 1 },
    }),
    route('GET', '/access_token', (p) => p.access_token === 'ig-short', {
      body: { access_token: 'ig-long', expires_in: 5_184_000 },
    }),
    route('GET', '/v25.0/me', (p) => p.access_token === 'ig-long', {
      body: { user_id: '1784', username: 'boulangerie' },
    }),
    route('POST', '/v25.0/p1/feed', (p) => p.access_token === 'page-token', graphError(190, 400)),
  );
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe('with Meta configured', () => {
  it('sends the user to Facebook and Instagram, redirecting back to PUBLIC_URL', async () => {
    const { headers } = await createUser(t.app);
    const facebook = new URL((await authUrlFor(t.app, headers, 'facebook')).auth_url);
    expect(facebook.hostname).toBe('www.facebook.com');
    expect(facebook.searchParams.get('redirect_uri')).toBe('https://plume.example/auth/facebook/callback');
    const instagram = new URL((await authUrlFor(t.app, headers, 'instagram')).auth_url);
    expect(instagram.searchParams.get('redirect_uri')).toBe(
      'https://plume.example/api/social/instagram/callback',
    );
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/social/connections', headers })
    ).json<SocialConnections>();
    expect(state.sandbox).toMatchObject({ facebook: false, instagram: false });
  });

  it('connects both networks through the Graph API and marks Facebook à reconnecter on error 190', async () => {
    const { login, headers } = await createUser(t.app);
    const fb = await authUrlFor(t.app, headers, 'facebook');
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/social/facebook/callback',
      headers,
      payload: { code: 'fb-code', state: fb.state },
    });
    expect(callback.json()).toMatchObject({ page_name: 'Boulangerie Marie', page_id: 'p1' });

    const ig = await authUrlFor(t.app, headers, 'instagram');
    const query = new URLSearchParams({ code: 'ig-code#_', state: ig.state });
    const redirect = await t.app.inject({
      method: 'GET',
      url: `/api/social/instagram/callback?${query.toString()}`,
    });
    expect(redirect.headers.location).toBe('/?instagram_success=true&username=boulangerie');

    await expect(
      t.container.social.service.publish(login.user_id, 'facebook', { text: 'Bonjour', media: [] }),
    ).rejects.toMatchObject({ tokenInvalid: true });
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/social/connections', headers })
    ).json<SocialConnections>();
    expect(state.facebook).toMatchObject({ needs_reconnect: true, is_active: false });
    expect(state.instagram).toMatchObject({ username: 'boulangerie', is_active: true });
  });

  it('reports a failed Facebook exchange in French', async () => {
    const { headers } = await createUser(t.app);
    const { state } = await authUrlFor(t.app, headers, 'facebook');
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/social/facebook/callback',
      headers,
      payload: { code: 'code-refuse', state },
    });
    expect(callback.statusCode).toBe(502);
    expect(callback.json()).toMatchObject({ code: 'SOCIAL_AUTH_FAILED' });
  });

  it('serves staged media only through a valid signed URL', async () => {
    const { login } = await createUser(t.app);
    const url = await t.container.social.staging
      .forUser(login.user_id)
      .put(Buffer.from('jpeg'), 'image/jpeg');
    expect(url.startsWith('https://plume.example/api/social/media/')).toBe(true);
    const path = url.replace('https://plume.example', '');
    const ok = await t.app.inject({ method: 'GET', url: path });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    const tampered = await t.app.inject({ method: 'GET', url: path.replace(/s=[^&]+/, 's=faux') });
    expect(tampered.statusCode).toBe(404);
  });
});
