import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

const missingBuildPage = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Plume</title>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>Application web non construite</h1>
<p>Lancez <code>npm start</code> à la racine du projet : il construit l'application web avant de démarrer.</p></body></html>`;

/** Serves the built web app; any non-API GET that accepts HTML gets index.html (the app routes itself). */
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
      if (request.url.startsWith('/api') || !(request.headers.accept ?? '').includes('text/html'))
        return false;
      if (!hasBuild) return reply.status(503).type('text/html; charset=utf-8').send(missingBuildPage);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  };
}
