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

  it.each([
    ['any type (curl, link previews, monitors)', '*/*'],
    ['a browser', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['no Accept header', undefined],
  ])('answers the app for a page asked by %s', async (_who, accept) => {
    for (const url of ['/', '/politique-confidentialite', '/reinitialiser-mot-de-passe?token=abc']) {
      const page = await app.inject({ url, headers: accept === undefined ? {} : { accept } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toContain('<title>Plume</title>');
    }
  });

  it('leaves /api and missing files to their 404', async () => {
    for (const url of [
      '/api',
      '/api/inconnu',
      '/api/inconnu?format=html',
      '/assets/disparu.js',
      '/favicon.ico',
    ]) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>Plume</title>');
    }
    const api = await app.inject({ url: '/api/inconnu', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
  });

  it('does not answer the app to a write', async () => {
    const response = await app.inject({ method: 'POST', url: '/', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });
});
