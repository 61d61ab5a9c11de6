import type { FastifyInstance } from 'fastify';
import { bodyEtag } from '../lib/etag';
import { createCompressedBodies } from './compressed-bodies';

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Compressed bodies kept by ETag: a 2,000-post list is ~80 KB in br, a notes list ~1 KB. */
const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;

/** The encoding a client accepts, brotli first; undefined when it accepts neither. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * The JSON answers of the API: a strong `ETag` (hash of the body) on every successful GET, `304 Not Modified`
 * when the client already holds that body (`If-None-Match`), and bodies of 1 KB or more compressed (br, else
 * gzip) for clients that accept it, each body compressed once per ETag and encoding while it stays in the
 * cache. Bodies are unchanged otherwise. A JSON answer that brings its own ETag (a cached list, which hashed
 * its body once) keeps it; answers that set their own encoding, and non-JSON ones (media files), are left alone.
 */
export function registerCompression(app: FastifyInstance) {
  const compressed = createCompressedBodies(COMPRESSED_CACHE_BYTES);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (reply.hasHeader('content-encoding')) return payload;

    let etag: string | undefined;
    if (request.method === 'GET' && reply.statusCode === 200) {
      const own = reply.getHeader('etag');
      etag = typeof own === 'string' ? own : bodyEtag(payload);
      reply.header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        reply.code(304).removeHeader('content-length');
        return '';
      }
    }

    // A string of N UTF-16 units is at least N bytes in UTF-8: long ones need no byte count.
    const size =
      typeof payload !== 'string'
        ? payload.length
        : payload.length >= COMPRESSION_THRESHOLD_BYTES
          ? payload.length
          : Buffer.byteLength(payload);
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compressed.get(payload, encoding, etag);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}

function appendVary(current: unknown): string {
  const value = typeof current === 'string' ? current : '';
  if (value.toLowerCase().includes('accept-encoding')) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
