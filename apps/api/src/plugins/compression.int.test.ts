import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let headers: Record<string, string>;
const month = { note_month: 6, note_year: 2026 };

beforeAll(async () => {
  test = await createTestApp();
  const user = await createUser(test.app);
  headers = user.headers;
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
