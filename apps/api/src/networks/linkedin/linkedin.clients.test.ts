import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_RECONNECT_REASON, type PublishMedia, type PublishRequest } from '../network.port';
import { startFakeLinkedinServer, type FakeLinkedinServer } from './fake-linkedin-server';
import { createLinkedinHttp, LINKEDIN_REASONS } from './linkedin-http';
import { createLinkedinOAuth } from './linkedin-oauth.client';
import { createLinkedinPublisher } from './linkedin-publisher';

const VERSION = '202510';
let fake: FakeLinkedinServer;
let endpoints: { authUrl: string; apiUrl: string; version: string };
beforeAll(async () => {
  fake = await startFakeLinkedinServer({
    clientId: 'li-client',
    clientSecret: 'li-secret',
    version: VERSION,
  });
  endpoints = { authUrl: fake.url, apiUrl: fake.url, version: VERSION };
});
afterAll(() => fake.close());

const oauthWith = (organizations: boolean, version = VERSION) =>
  createLinkedinOAuth({
    clientId: 'li-client',
    clientSecret: 'li-secret',
    organizations,
    endpoints: { ...endpoints, version },
    http: createLinkedinHttp({ ...endpoints, version }),
  });
const publisher = () => createLinkedinPublisher({ http: createLinkedinHttp(endpoints) });

async function memberToken() {
  const grant = await oauthWith(false).exchangeCode({
    code: fake.issueCode(),
    redirectUri: 'https://p.example/cb',
  });
  return grant.accounts[0]?.accessToken ?? '';
}

const image = (bytes = 'jpeg-bytes'): PublishMedia => ({
  kind: 'image',
  mimeType: 'image/jpeg',
  publicUrl: 'https://p.example/m.jpg',
  read: async () => Buffer.from(bytes),
});

const request = (token: string, text: string, media: PublishMedia[] = []): PublishRequest => ({
  userId: 'u1',
  platform: 'linkedin',
  accountId: 'urn:li:person:abc123',
  accountName: 'Marie Dupont',
  accessToken: token,
  text,
  media,
  staging: { put: async () => 'unused' },
});

describe('LinkedIn OAuth 2.0', () => {
  it('sends the member to the authorisation page with the member scopes, and the page scopes when allowed', () => {
    const url = new URL(oauthWith(false).authUrl({ state: 's1', redirectUri: 'https://p.example/cb' }));
    expect(url.pathname).toBe('/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: 'https://p.example/cb',
      state: 's1',
      scope: 'openid profile w_member_social',
    });
    const pages = new URL(oauthWith(true).authUrl({ state: 's1', redirectUri: 'https://p.example/cb' }));
    expect(pages.searchParams.get('scope')).toContain('w_organization_social');
  });

  it('exchanges the code for a 60-day token and the member as urn:li:person', async () => {
    const grant = await oauthWith(false).exchangeCode({
      code: fake.issueCode(),
      redirectUri: 'https://p.example/cb',
    });
    expect(grant.expiresInSeconds).toBe(5_184_000);
    expect(grant.accounts).toEqual([
      { id: 'urn:li:person:abc123', name: 'Marie Dupont', accessToken: expect.stringMatching(/^li-token-/) },
    ]);
  });

  it('adds the organisation pages the member administers when the app has the permission', async () => {
    const grant = await oauthWith(true).exchangeCode({
      code: fake.issueCode(),
      redirectUri: 'https://p.example/cb',
    });
    expect(grant.accounts.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'urn:li:person:abc123', name: 'Marie Dupont' },
      { id: 'urn:li:organization:2414183', name: 'Boulangerie Marie' },
    ]);
    const acl = fake.calls.findLast((call) => call.path === '/rest/organizationAcls');
    expect(acl?.headers['linkedin-version']).toBe(VERSION);
    expect(acl?.headers['x-restli-protocol-version']).toBe('2.0.0');
  });

  it('refuses an unknown code', async () => {
    await expect(
      oauthWith(false).exchangeCode({ code: 'forged', redirectUri: 'https://p.example/cb' }),
    ).rejects.toThrow(LINKEDIN_REASONS.rejected);
  });
});

describe('LinkedIn publishing (Posts and Images APIs)', () => {
  it('publishes text with the versioned headers and returns the x-restli-id', async () => {
    const token = await memberToken();
    const result = await publisher().publish(request(token, 'Nouveau pain (au levain) ! #boulangerie'));
    const call = fake.calls.findLast((c) => c.method === 'POST' && c.path === '/rest/posts');
    expect(call?.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      'linkedin-version': VERSION,
      'x-restli-protocol-version': '2.0.0',
    });
    const posted = fake.posts.find((post) => post.id === result.externalId);
    expect(posted).toMatchObject({
      author: 'urn:li:person:abc123',
      commentary: 'Nouveau pain \\(au levain\\) ! {hashtag|\\#|boulangerie}',
    });
    expect(JSON.parse(call?.body.toString('utf8') ?? '{}')).toMatchObject({
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED' },
      lifecycleState: 'PUBLISHED',
    });
  });

  it('uploads an image (initializeUpload, then PUT of the bytes) and references it as content.media.id', async () => {
    const token = await memberToken();
    const result = await publisher().publish(request(token, 'Avec photo', [image('octets-jpeg')]));
    const posted = fake.posts.find((post) => post.id === result.externalId);
    const mediaId = (posted?.content as { media: { id: string } }).media.id;
    expect(mediaId).toMatch(/^urn:li:image:/);
    expect(fake.uploads.get(mediaId)).toEqual({ bytes: Buffer.from('octets-jpeg'), mimeType: 'image/jpeg' });
  });

  it('publishes several images as a multi-image post', async () => {
    const token = await memberToken();
    const result = await publisher().publish(
      request(token, 'Trois photos', [image('a'), image('b'), image('c')]),
    );
    const posted = fake.posts.find((post) => post.id === result.externalId);
    expect((posted?.content as { multiImage: { images: unknown[] } }).multiImage.images).toHaveLength(3);
  });

  it('refuses a video and a text over 3,000 characters before any call, in French', async () => {
    const before = fake.calls.length;
    const video: PublishMedia = { ...image(), kind: 'video', mimeType: 'video/mp4' };
    await expect(publisher().publish(request('t', 'x', [video]))).rejects.toMatchObject({
      kind: 'permanent',
    });
    await expect(publisher().publish(request('t', 'x'.repeat(3001)))).rejects.toThrow(/3 000 caractères/);
    expect(fake.calls.length).toBe(before);
  });

  it('maps LinkedIn refusals to French reasons and retry kinds', async () => {
    const token = await memberToken();
    const cases = [
      { status: 429, kind: 'transient', reason: LINKEDIN_REASONS.rateLimited },
      { status: 503, kind: 'transient', reason: LINKEDIN_REASONS.unavailable },
      { status: 403, kind: 'permanent', reason: LINKEDIN_REASONS.forbidden },
      {
        status: 422,
        kind: 'permanent',
        reason: LINKEDIN_REASONS.duplicate,
        message: 'Content is a duplicate',
      },
    ];
    for (const { status, kind, reason, message } of cases) {
      fake.failures.push({
        method: 'POST',
        path: '/rest/posts',
        status,
        body: { status, message: message ?? 'x' },
      });
      await expect(publisher().publish(request(token, 'Refusé'))).rejects.toMatchObject({ kind, reason });
    }
    await expect(publisher().publish(request('revoked-token', 'Refusé'))).rejects.toMatchObject({
      kind: 'permanent',
      reason: NEEDS_RECONNECT_REASON,
      tokenInvalid: true,
    });
    const retired = createLinkedinPublisher({
      http: createLinkedinHttp({ ...endpoints, version: '202401' }),
    });
    await expect(retired.publish(request(token, 'Vieille version'))).rejects.toMatchObject({
      reason: LINKEDIN_REASONS.version,
    });
  });

  it('finds an interrupted publication by its text (little text read back), and nothing older than since', async () => {
    const token = await memberToken();
    const text = 'Soldes [jusqu’à -30 %] chez nous ! #promo';
    const since = new Date(Date.now() - 1000);
    const { externalId } = await publisher().publish(request(token, text));
    const lookup = {
      userId: 'u1',
      platform: 'linkedin' as const,
      accountId: 'urn:li:person:abc123',
      accessToken: token,
    };
    expect(await publisher().findPublished({ ...lookup, text, since })).toEqual({ externalId });
    expect(await publisher().findPublished({ ...lookup, text: 'Autre texte', since })).toBeNull();
    expect(
      await publisher().findPublished({ ...lookup, text, since: new Date(Date.now() + 60_000) }),
    ).toBeNull();
  });
});
