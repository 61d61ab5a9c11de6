import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../db/schema/index';
import { createUser } from '../test/factories';
import { insertPost } from '../test/post-factory';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let headers: Record<string, string>;
let userId: string;
const month = { note_month: 6, note_year: 2026 };

beforeAll(async () => {
  test = await createTestApp();
  const user = await createUser(test.app);
  headers = user.headers;
  userId = user.login.user_id;
  // Enough notes for a list well above the compression threshold.
  for (let index = 0; index < 12; index += 1) {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers,
      payload: {
        ...month,
        description: `Note ${index}`,
        content: `Une idée de publication numéro ${index}, `.repeat(4),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
});
afterAll(() => test.close());

const list = (extra: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url: '/api/notes', headers: { ...headers, ...extra } });

describe('compression and ETag of the JSON answers', () => {
  it('sends the same body, compressed with br or gzip when the client accepts it', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const gzipped = await list({ 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

    const brotli = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 without a body while nothing changed, 200 once it did', async () => {
    const first = await list();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await test.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers,
      payload: { ...month, description: 'Nouvelle', content: 'Une de plus' },
    });
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('leaves small bodies, writes and errors as they were', async () => {
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();

    const created = await test.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers,
      payload: { ...month, description: 'Écrite', content: 'Sans ETag' },
    });
    expect(created.headers.etag).toBeUndefined();

    const anonymous = await test.app.inject({ method: 'GET', url: '/api/notes' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
  });
});

// The four lists the screens read: the posts list (whole and one month), the calendar month, a library page and
// the notes. Each must be compressed, tagged and answered 304 while nothing changed.
describe('the lists the screens read', () => {
  beforeAll(async () => {
    for (let day = 10; day < 16; day += 1) {
      await insertPost(test.database, {
        userId,
        status: 'scheduled',
        plannedDate: `2030-01-${day}`,
        text: 'Venez découvrir nos nouveautés en boutique cette semaine, du mardi au samedi. '.repeat(3),
      });
    }
    await test.database.db.insert(contentItems).values(
      Array.from({ length: 6 }, (_, index) => ({
        userId,
        filename: `vitrine-${index}.jpg`,
        mimeType: 'image/jpeg',
        storageKey: `${userId}/vitrine-${index}.jpg`,
        sizeBytes: 120_000,
        attributedMonth: 'janvier_2030',
      })),
    );
  });

  it.each([
    ['posts list', '/api/posts/generated'],
    ['month window', '/api/posts/generated?month_key=janvier_2030'],
    ['calendar month', '/api/calendar/posts?start_date=2030-01-01&end_date=2030-01-31'],
    ['library page', '/api/content/pending-temp?limit=24&offset=0'],
    ['notes', '/api/notes'],
  ])('%s: compressed above 1 KB, tagged, 304 while unchanged', async (_name, url) => {
    const get = (extra: Record<string, string> = {}) =>
      test.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
    const plain = await get();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(brotli.headers.etag).toBe(etag);
    const again = await get({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });
});
