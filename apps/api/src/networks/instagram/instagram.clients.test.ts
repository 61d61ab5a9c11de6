import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { graphError, route, useFakeGraphServer } from '../meta/fake-graph-server';
import type { MediaStaging, PublishMedia, PublishRequest } from '../network.port';
import { createGraphHttp } from '../meta/graph-http';
import { createInstagramOAuth } from './instagram-oauth.client';
import { createInstagramPublisher, INSTAGRAM_REASONS } from './instagram-publisher';

const fake = useFakeGraphServer({ instagramApiPath: '/api-host' });

const http = createGraphHttp({ timeoutMs: 2000 });
const TOKEN = 'IGAA-long-token';
const withToken = (params: Record<string, string>) => params.access_token === TOKEN;

const picture = async (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#c08040' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};
const medium = (bytes: Buffer, kind: 'image' | 'video', n: number): PublishMedia => ({
  kind,
  mimeType: kind === 'image' ? 'image/png' : 'video/mp4',
  publicUrl: `https://plume.example/media/${n}`,
  read: async () => bytes,
});

function recordingStaging() {
  const staged: Buffer[] = [];
  const staging: MediaStaging = {
    put: async (bytes) => {
      staged.push(bytes);
      return `https://plume.example/staged/${staged.length}`;
    },
  };
  return { staged, staging };
}

const request = (media: PublishMedia[], staging: MediaStaging): PublishRequest => ({
  userId: 'u',
  platform: 'instagram',
  accountId: 'ig-1',
  accountName: 'boulangerie',
  accessToken: TOKEN,
  text: 'Le pain du jour',
  media,
  staging,
});

/** Quota, containers that finish after `pollsBeforeFinished` status reads, and media_publish. */
function instagramRoutes(
  options: { quotaUsage?: number; pollsBeforeFinished?: number; status?: string } = {},
) {
  let containers = 0;
  const polls = new Map<string, number>();
  fake.graph.routes.push(
    route(
      'GET',
      '/v25.0/ig-1/content_publishing_limit',
      (p) => withToken(p) && p.fields === 'quota_usage,config',
      {
        body: {
          data: [
            { quota_usage: options.quotaUsage ?? 3, config: { quota_total: 50, quota_duration: 86400 } },
          ],
        },
      },
    ),
    route('POST', '/v25.0/ig-1/media', withToken, () => ({ body: { id: `container-${(containers += 1)}` } })),
    route(
      'GET',
      /^\/v25\.0\/container-\d+$/,
      (p) => withToken(p) && p.fields === 'status_code,status',
      (call) => {
        const seen = (polls.get(call.path) ?? 0) + 1;
        polls.set(call.path, seen);
        const finished = seen > (options.pollsBeforeFinished ?? 0);
        return {
          body: { status_code: finished ? (options.status ?? 'FINISHED') : 'IN_PROGRESS', id: call.path },
        };
      },
    ),
    route(
      'POST',
      '/v25.0/ig-1/media_publish',
      (p) => withToken(p) && /^container-\d+$/.test(p.creation_id ?? ''),
      {
        body: { id: 'ig-media-1' },
      },
    ),
  );
}

const publisher = () =>
  createInstagramPublisher({
    endpoints: fake.endpoints,
    http,
    polling: { intervalMs: 0, maxAttempts: 3, wait: async () => {} },
  });
const mediaCalls = () =>
  fake.graph.calls.filter((call) => call.path === '/v25.0/ig-1/media').map((call) => call.params);

describe('Instagram Login client', () => {
  const oauth = () =>
    createInstagramOAuth({ appId: 'ig-app', appSecret: 'ig-secret', endpoints: fake.endpoints, http });
  const redirectUri = 'https://plume.example/api/social/instagram/callback';

  it('builds the authorisation URL with the business scopes', () => {
    const url = new URL(oauth().authUrl({ state: 'etat', redirectUri }));
    expect(url.origin + url.pathname).toBe('https://www.instagram.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'ig-app',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_content_publish',
      state: 'etat',
    });
  });

  it('exchanges the code (form POST), gets the 60-day token and reads the account', async () => {
    fake.graph.routes.push(
      route(
        'POST',
        '/api-host/oauth/access_token',
        (p) =>
          p.client_id === 'ig-app' &&
          p.client_secret === 'ig-secret' &&
          p.grant_type === 'authorization_code' &&
          p.redirect_uri === redirectUri &&
          p.code === 'code-ig',
        { body: { access_token: 'IGAA-short', user_id: 17841400000001 } },
      ),
      route(
        'GET',
        '/access_token',
        (p) =>
          p.grant_type === 'ig_exchange_token' &&
          p.client_secret === 'ig-secret' &&
          p.access_token === 'IGAA-short',
        { body: { access_token: TOKEN, token_type: 'bearer', expires_in: 5_183_944 } },
      ),
      route('GET', '/v25.0/me', (p) => withToken(p) && p.fields === 'user_id,username', {
        body: { user_id: '17841400000000001', username: 'boulangerie' },
      }),
    );
    expect(await oauth().exchangeCode({ code: 'code-ig', redirectUri })).toEqual({
      accountId: '17841400000000001',
      username: 'boulangerie',
      accessToken: TOKEN,
      expiresInSeconds: 5_183_944,
    });
  });

  it('refreshes a long-lived token', async () => {
    fake.graph.routes.push(
      route('GET', '/refresh_access_token', (p) => withToken(p) && p.grant_type === 'ig_refresh_token', {
        body: { access_token: 'IGAA-refreshed', token_type: 'bearer', expires_in: 5_184_000 },
      }),
    );
    expect(await oauth().refreshToken(TOKEN)).toEqual({
      accessToken: 'IGAA-refreshed',
      expiresInSeconds: 5_184_000,
    });
  });

  it('reports a rejected token as needing reconnection', async () => {
    fake.graph.routes.push(route('GET', '/refresh_access_token', () => true, graphError(190, 400)));
    await expect(oauth().refreshToken('expire')).rejects.toMatchObject({ tokenInvalid: true });
  });
});

describe('Instagram publisher', () => {
  it('converts a PNG to JPEG, crops it to 4:5 and publishes after polling', async () => {
    instagramRoutes({ pollsBeforeFinished: 1 });
    const { staged, staging } = recordingStaging();
    const png = await picture(800, 2000, 'png');
    expect(await publisher().publish(request([medium(png, 'image', 1)], staging))).toEqual({
      externalId: 'ig-media-1',
    });
    expect(staged).toHaveLength(1);
    const meta = await sharp(staged[0]).metadata();
    expect(meta.format).toBe('jpeg');
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(0.8, 2);
    expect(mediaCalls()).toEqual([
      { image_url: 'https://plume.example/staged/1', caption: 'Le pain du jour', access_token: TOKEN },
    ]);
    const paths = fake.graph.calls.map((call) => call.path);
    expect(paths[0]).toBe('/v25.0/ig-1/content_publishing_limit');
    expect(paths.filter((path) => path === '/v25.0/container-1')).toHaveLength(2);
    expect(paths.at(-1)).toBe('/v25.0/ig-1/media_publish');
  });

  it('keeps an acceptable JPEG at its own public URL', async () => {
    instagramRoutes();
    const { staged, staging } = recordingStaging();
    const jpeg = await picture(1080, 1080, 'jpeg');
    await publisher().publish(request([medium(jpeg, 'image', 7)], staging));
    expect(staged).toHaveLength(0);
    expect(mediaCalls()[0]?.image_url).toBe('https://plume.example/media/7');
  });

  it('publishes a video as a reel', async () => {
    instagramRoutes();
    const { staging } = recordingStaging();
    await publisher().publish(request([medium(Buffer.alloc(0), 'video', 2)], staging));
    expect(mediaCalls()).toEqual([
      {
        media_type: 'REELS',
        video_url: 'https://plume.example/media/2',
        caption: 'Le pain du jour',
        share_to_feed: 'true',
        access_token: TOKEN,
      },
    ]);
  });

  it('publishes a carousel: items first, then the parent with children', async () => {
    instagramRoutes();
    const { staging } = recordingStaging();
    const jpeg = await picture(1080, 1350, 'jpeg');
    await publisher().publish(
      request([medium(jpeg, 'image', 1), medium(Buffer.alloc(0), 'video', 2)], staging),
    );
    expect(mediaCalls()).toEqual([
      { image_url: 'https://plume.example/media/1', is_carousel_item: 'true', access_token: TOKEN },
      {
        media_type: 'VIDEO',
        video_url: 'https://plume.example/media/2',
        is_carousel_item: 'true',
        access_token: TOKEN,
      },
      {
        media_type: 'CAROUSEL',
        children: 'container-1,container-2',
        caption: 'Le pain du jour',
        access_token: TOKEN,
      },
    ]);
  });

  it('does not publish when the 24-hour quota is used up', async () => {
    instagramRoutes({ quotaUsage: 50 });
    const { staging } = recordingStaging();
    const jpeg = await picture(1080, 1080, 'jpeg');
    await expect(publisher().publish(request([medium(jpeg, 'image', 1)], staging))).rejects.toMatchObject({
      kind: 'transient',
      reason: INSTAGRAM_REASONS.quota,
    });
    expect(mediaCalls()).toHaveLength(0);
  });

  it('fails permanently on a container in ERROR, transiently when processing takes too long', async () => {
    const { staging } = recordingStaging();
    const video = medium(Buffer.alloc(0), 'video', 1);
    instagramRoutes({ status: 'ERROR' });
    await expect(publisher().publish(request([video], staging))).rejects.toMatchObject({ kind: 'permanent' });
    fake.graph.routes.length = 0;
    instagramRoutes({ pollsBeforeFinished: 10 });
    await expect(publisher().publish(request([video], staging))).rejects.toMatchObject({
      kind: 'transient',
      reason: INSTAGRAM_REASONS.processing,
    });
  });

  it('refuses an unreadable image permanently', async () => {
    instagramRoutes();
    const { staging } = recordingStaging();
    await expect(
      publisher().publish(request([medium(Buffer.from('pas une image'), 'image', 1)], staging)),
    ).rejects.toMatchObject({ kind: 'permanent', reason: INSTAGRAM_REASONS.unreadableImage });
  });
});
