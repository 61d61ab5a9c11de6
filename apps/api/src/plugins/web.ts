import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

const missingBuildPage = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Plume</title>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>Application web non construite</h1>
<p>Lancez <code>npm start</code> à la racine du projet : il construit l'application web avant de démarrer.</p></body></html>`;

/** Under /api: the API's own paths, always answered by the API (a JSON 404 when unknown). */
function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A request for a file (its last segment has an extension, like /favicon.ico or /assets/app.js). */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * Whether a request outside /api is a navigation to a page of the app. Browsers ask for text/html; curl, link
 * previews and uptime monitors accept any type or send no Accept header, and must get the app too. A missing
 * file asked for without text/html (a stale asset, a script's fetch) keeps its 404.
 */
export function isAppNavigation(url: string, accept: string | undefined): boolean {
  if (isApiPath(url)) return false;
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('text/html')) return true;
  const acceptsAnything = accepted.trim() === '' || accepted.includes('*/*');
  return acceptsAnything && !looksLikeFile(url);
}

/** Serves the built web app; any navigation outside /api gets index.html (the app routes itself). */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text assets (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return {
    /** Answers a browser navigation, or returns false when the request is not one. */
    serveApp(request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (!isAppNavigation(request.url, request.headers.accept)) return false;
      if (!hasBuild) return reply.status(503).type('text/html; charset=utf-8').send(missingBuildPage);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  };
}
