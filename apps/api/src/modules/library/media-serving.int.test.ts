import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { sampleVideo } from '../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_TOKEN_TTL_SECONDS: '600' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const withToken = (url: string, token: string) =>
  url.replace(/token=[^&]+/, `token=${encodeURIComponent(token)}`);
const tokenOf = (url: string) => decodeURIComponent(/token=([^&]+)/.exec(url)![1]!);

describe('GET /api/content/{id}/file and /thumb', () => {
  it('serves the bytes with ETag and cache headers, and 304 on a match', async () => {
    const { headers } = await createUser(t.app);
    const [item] = await uploadToMonth(t.app, headers, 'mars_2026');
    const response = await get(item!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/jpeg', 'accept-ranges': 'bytes' });
    expect(response.headers['cache-control']).toContain('private');
    const etag = String(response.headers.etag);
    expect((await get(item!.url, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('refuses a missing, tampered or expired token with 403', async () => {
    const { headers } = await createUser(t.app);
    const [item] = await uploadToMonth(t.app, headers, 'mars_2026');
    const token = tokenOf(item!.url);
    expect((await get(item!.url.replace(/\?.*$/, ''))).statusCode).toBe(403);
    const tampered = await get(withToken(item!.url, `${token.slice(0, -2)}xx`));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().detail).toBe('Lien de média invalide ou expiré');
    t.clock.advance(60 * 60 * 1000);
    expect((await get(item!.thumb_url)).statusCode).toBe(403);
  });

  it("answers 404 when the token is another user's", async () => {
    const owner = await createUser(t.app);
    const [item] = await uploadToMonth(t.app, owner.headers, 'mars_2026');
    const intruder = await createUser(t.app);
    const [theirs] = await uploadToMonth(t.app, intruder.headers, 'mars_2026');
    expect((await get(withToken(item!.url, tokenOf(theirs!.url)))).statusCode).toBe(404);
  });

  it('answers byte ranges of a video (206) and 416 outside it', async () => {
    const { headers } = await createUser(t.app);
    const video = await sampleVideo();
    const [item] = await uploadToMonth(t.app, headers, 'mars_2026', [{ filename: 'clip.mp4', data: video }]);
    const partial = await get(item!.url, { range: 'bytes=0-99' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(partial.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    const tail = await get(item!.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const outside = await get(item!.url, { range: `bytes=${video.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${video.length}`);
  });
});

describe('GET /api/placeholder.png', () => {
  it('serves a PNG without a session', async () => {
    const response = await get('/api/placeholder.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
