import { describe, expect, it } from 'vitest';
import { graphError, route, useFakeGraphServer } from './fake-graph-server';
import type { PublishedLookup } from '../network.port';
import { createFacebookPublisher } from '../facebook/facebook-publisher';
import { createGraphHttp } from './graph-http';
import { createInstagramPublisher } from '../instagram/instagram-publisher';

const fake = useFakeGraphServer();
const http = createGraphHttp({ timeoutMs: 2000 });
const TOKEN = 'EAAB-page-token';
const TEXT = 'Nouveau croissant aux amandes\n\n#boulangerie #lyon';
const since = new Date('2030-01-10T09:00:00Z');
const lookup = (platform: 'facebook' | 'instagram', text = TEXT): PublishedLookup => ({
  userId: 'u',
  platform,
  accountId: platform === 'facebook' ? 'page-1' : '1784',
  accessToken: TOKEN,
  text,
  since,
});
const facebook = () => createFacebookPublisher({ endpoints: fake.endpoints, http });
const instagram = () => createInstagramPublisher({ endpoints: fake.endpoints, http });

describe('Facebook existence check', () => {
  const feed = (data: unknown[]) =>
    route(
      'GET',
      '/v25.0/page-1/feed',
      (p) =>
        p.access_token === TOKEN &&
        p.fields === 'id,message,created_time' &&
        p.since === String(since.getTime() / 1000) &&
        p.limit === '100',
      { body: { data } },
    );

  it('finds the Page post whose message has the same content, with its feed id', async () => {
    fake.graph.routes.push(
      feed([
        { id: 'page-1_3', message: 'Autre chose', created_time: '2030-01-10T09:02:00+0000' },
        // Meta may send back other line endings and trailing spaces: the content hash ignores them.
        {
          id: 'page-1_2',
          message: 'Nouveau croissant aux amandes \r\n\r\n#boulangerie #lyon ',
          created_time: '2030-01-10T09:01:00+0000',
        },
      ]),
    );
    expect(await facebook().findPublished(lookup('facebook'))).toEqual({ externalId: 'page-1_2' });
  });

  it('answers null when no recent post has this text (never received)', async () => {
    fake.graph.routes.push(
      feed([
        { id: 'page-1_1', message: 'Nouveau croissant', created_time: '2030-01-10T09:01:00+0000' },
        { id: 'page-1_0', created_time: '2030-01-10T09:01:00+0000' },
      ]),
    );
    expect(await facebook().findPublished(lookup('facebook'))).toBeNull();
  });

  it('ignores the same text published before the attempt', async () => {
    fake.graph.routes.push(
      feed([{ id: 'page-1_1', message: TEXT, created_time: '2030-01-09T09:00:00+0000' }]),
    );
    expect(await facebook().findPublished(lookup('facebook'))).toBeNull();
  });

  it('classifies a refused token like a publication (reconnect the account)', async () => {
    fake.graph.routes.push(route('GET', '/v25.0/page-1/feed', () => true, graphError(190, 401)));
    await expect(facebook().findPublished(lookup('facebook'))).rejects.toMatchObject({
      kind: 'permanent',
      tokenInvalid: true,
    });
  });
});

describe('Instagram existence check', () => {
  const media = (data: unknown[]) =>
    route(
      'GET',
      '/v25.0/1784/media',
      (p) => p.access_token === TOKEN && p.fields === 'id,caption,timestamp' && p.limit === '50',
      { body: { data } },
    );

  it('finds the recent media whose caption has the same content', async () => {
    fake.graph.routes.push(
      media([
        { id: '1790', caption: TEXT, timestamp: '2030-01-10T09:03:00+0000' },
        { id: '1789', caption: 'Hier', timestamp: '2030-01-09T09:03:00+0000' },
      ]),
    );
    expect(await instagram().findPublished(lookup('instagram'))).toEqual({ externalId: '1790' });
  });

  it('answers null for a caption that differs or a media without caption', async () => {
    fake.graph.routes.push(
      media([
        { id: '1790', caption: `${TEXT} !`, timestamp: '2030-01-10T09:03:00+0000' },
        { id: '1791', timestamp: '2030-01-10T09:04:00+0000' },
      ]),
    );
    expect(await instagram().findPublished(lookup('instagram'))).toBeNull();
  });

  it('treats an unreachable network as transient (asked again later)', async () => {
    const unreachable = createInstagramPublisher({
      endpoints: { ...fake.endpoints, instagramGraphUrl: 'http://127.0.0.1:1' },
      http,
    });
    await expect(unreachable.findPublished(lookup('instagram'))).rejects.toMatchObject({ kind: 'transient' });
  });
});
