import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web';

const script = `console.log(${JSON.stringify('Plume '.repeat(400))});`;
let distDir: string;
const app = Fastify();

beforeAll(async () => {
  // A build as apps/web/scripts/precompress.ts leaves it: each text asset beside its .br and .gz copies.
  distDir = mkdtempSync(path.join(tmpdir(), 'plume-web-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Plume</title>');
  const asset = path.join(distDir, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  const web = await registerWeb(app, distDir);
  app.setNotFoundHandler((request, reply) => web.serveApp(request, reply) || reply.status(404).send());
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('sends the precompressed copy the browser accepts, cached for a year when hashed', async () => {
    const brotli = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a navigation with index.html, never cached without revalidation', async () => {
    const page = await app.inject({ url: '/reglages', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Plume</title>');
  });
});
