import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of the JavaScript the login route loads: the entry script and its module preloads. */
export function loginRouteJsSize(distDir: string): { files: string[]; gzipBytes: number; rawBytes: number } {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} absent : construisez l'application web d'abord`);
  const html = readFileSync(indexFile, 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  const files = [...new Set(sources)];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file.replace(/^\//, '')));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}
