import { describe, expect, it } from 'vitest';
import { graphError, route, useFakeGraphServer } from '../meta/fake-graph-server';
import type { MediaStaging, PublishMedia, PublishRequest } from '../network.port';
import { createFacebookOAuth } from './facebook-oauth.client';
import { createFacebookPublisher } from './facebook-publisher';
import { createGraphHttp } from '../meta/graph-http';

const fake = useFakeGraphServer({ graphVideoPath: '/video-host' });

const http = createGraphHttp({ timeoutMs: 2000 });
const PAGE_TOKEN = 'EAAB-page-token';
const image = (n: number): PublishMedia => ({
  kind: 'image',
  mimeType: 'image/jpeg',
  publicUrl: `https://plume.example/media/${n}.jpg`,
  read: async () => Buffer.alloc(0),
});
const staging: MediaStaging = { put: async () => 'https://plume.example/staged' };
const request = (media: PublishMedia[]): PublishRequest => ({
  userId: 'u',
  platform: 'facebook',
  accountId: 'page-1',
  accountName: 'Ma Page',
  accessToken: PAGE_TOKEN,
  text: 'Nouveau croissant',
  media,
  staging,
});
const withPageToken = (params: Record<string, string>) => params.access_token === PAGE_TOKEN;

describe('Facebook OAuth client', () => {
  const oauth = () =>
    createFacebookOAuth({ appId: 'app-1', appSecret: 'app-secret', endpoints: fake.endpoints, http });
  const redirectUri = 'https://plume.example/auth/facebook/callback';

  it('builds the dialog URL with the state, scopes and redirect', () => {
    const url = new URL(oauth().authUrl({ state: 'etat', redirectUri }));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v25.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'app-1',
      redirect_uri: redirectUri,
      state: 'etat',
      response_type: 'code',
      scope: 'pages_show_list,pages_manage_posts,pages_read_engagement,publish_video',
    });
  });

  it('exchanges the code, gets a long-lived token and lists the Pages with their tokens', async () => {
    fake.graph.routes.push(
      route(
        'GET',
        '/v25.0/oauth/access_token',
        (p) => p.code === 'code-1' && p.client_secret === 'app-secret' && p.redirect_uri === redirectUri,
        { body: { access_token: 'short-user', token_type: 'bearer', expires_in: 3600 } },
      ),
      route(
        'GET',
        '/v25.0/oauth/access_token',
        (p) =>
          p.grant_type === 'fb_exchange_token' &&
          p.fb_exchange_token === 'short-user' &&
          p.client_id === 'app-1',
        { body: { access_token: 'long-user', token_type: 'bearer', expires_in: 5_184_000 } },
      ),
      route(
        'GET',
        '/v25.0/me/accounts',
        (p) => p.access_token === 'long-user' && p.fields === 'id,name,access_token',
        {
          body: {
            data: [
              { id: 'p1', name: 'Boulangerie Marie', access_token: 'page-token-1' },
              { id: 'p2', name: 'Pâtisserie Marie', access_token: 'page-token-2' },
            ],
          },
        },
      ),
    );
    expect(await oauth().exchangeCode({ code: 'code-1', redirectUri })).toEqual([
      { id: 'p1', name: 'Boulangerie Marie', accessToken: 'page-token-1' },
      { id: 'p2', name: 'Pâtisserie Marie', accessToken: 'page-token-2' },
    ]);
    expect(fake.graph.calls).toHaveLength(3);
  });

  it('fails on a refused code', async () => {
    fake.graph.routes.push(route('GET', '/v25.0/oauth/access_token', () => true, graphError(100)));
    await expect(oauth().exchangeCode({ code: 'mauvais', redirectUri })).rejects.toMatchObject({
      kind: 'permanent',
    });
  });
});

describe('Facebook Page publisher', () => {
  const publisher = () => createFacebookPublisher({ endpoints: fake.endpoints, http });

  it('publishes text on the feed', async () => {
    fake.graph.routes.push(
      route('POST', '/v25.0/page-1/feed', (p) => withPageToken(p) && p.message === 'Nouveau croissant', {
        body: { id: 'page-1_post-1' },
      }),
    );
    expect(await publisher().publish(request([]))).toEqual({ externalId: 'page-1_post-1' });
  });

  it('publishes one photo by URL', async () => {
    fake.graph.routes.push(
      route(
        'POST',
        '/v25.0/page-1/photos',
        (p) =>
          withPageToken(p) &&
          p.url === image(1).publicUrl &&
          p.published === 'true' &&
          p.message === 'Nouveau croissant',
        { body: { id: 'photo-1', post_id: 'page-1_post-2' } },
      ),
    );
    expect(await publisher().publish(request([image(1)]))).toEqual({ externalId: 'page-1_post-2' });
  });

  it('publishes several photos as unpublished uploads attached to one post', async () => {
    let next = 0;
    fake.graph.routes.push(
      route(
        'POST',
        '/v25.0/page-1/photos',
        (p) => withPageToken(p) && p.published === 'false',
        () => ({
          body: { id: `photo-${(next += 1)}` },
        }),
      ),
      route(
        'POST',
        '/v25.0/page-1/feed',
        (p) =>
          withPageToken(p) &&
          p['attached_media[0]'] === '{"media_fbid":"photo-1"}' &&
          p['attached_media[1]'] === '{"media_fbid":"photo-2"}',
        { body: { id: 'page-1_post-3' } },
      ),
    );
    expect(await publisher().publish(request([image(1), image(2)]))).toEqual({ externalId: 'page-1_post-3' });
    expect(fake.graph.calls.map((call) => call.params.url).filter(Boolean)).toEqual([
      image(1).publicUrl,
      image(2).publicUrl,
    ]);
  });

  it('publishes a video on the video host with file_url', async () => {
    const video: PublishMedia = {
      ...image(3),
      kind: 'video',
      mimeType: 'video/mp4',
      publicUrl: 'https://plume.example/v.mp4',
    };
    fake.graph.routes.push(
      route(
        'POST',
        '/video-host/v25.0/page-1/videos',
        (p) => withPageToken(p) && p.file_url === video.publicUrl && p.description === 'Nouveau croissant',
        { body: { id: 'video-1' } },
      ),
    );
    expect(await publisher().publish(request([video]))).toEqual({ externalId: 'video-1' });
  });

  it.each([
    [190, 401, 'permanent', true, /reconnectez le compte/],
    [4, 400, 'transient', false, /Limite de requêtes/],
    [17, 400, 'transient', false, /Limite de requêtes/],
    [32, 400, 'transient', false, /Limite de requêtes/],
    [613, 400, 'transient', false, /Limite de requêtes/],
    [368, 400, 'permanent', false, /règles de la communauté/],
    [506, 400, 'permanent', false, /identique à une publication récente/],
    [200, 403, 'permanent', false, /Autorisation manquante/],
    [2, 503, 'transient', false, /momentanément indisponible/],
  ])('classifies Graph error %i', async (code, status, kind, tokenInvalid, reason) => {
    fake.graph.routes.push(route('POST', '/v25.0/page-1/feed', () => true, graphError(code, status)));
    const failure = publisher().publish(request([]));
    await expect(failure).rejects.toMatchObject({ kind, tokenInvalid, options: { code } });
    await expect(failure).rejects.toThrow(reason);
  });

  it('treats an unreachable network as transient', async () => {
    const unreachable = createFacebookPublisher({
      endpoints: { ...fake.endpoints, graphUrl: 'http://127.0.0.1:1' },
      http,
    });
    await expect(unreachable.publish(request([]))).rejects.toMatchObject({ kind: 'transient' });
  });
});
