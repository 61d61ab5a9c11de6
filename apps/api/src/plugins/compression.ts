import type { FastifyInstance } from 'fastify';
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

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
 * gzip) for clients that accept it. Bodies are unchanged otherwise; answers that set their own ETag or
 * encoding (media files) are left alone.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (reply.hasHeader('etag') || reply.hasHeader('content-encoding')) return payload;

    if (request.method === 'GET' && reply.statusCode === 200) {
      // One-shot hash of the string as it is (UTF-8): no hash object nor copy per answer.
      const etag = `"${hash('sha1', payload, 'base64url')}"`;
      reply.header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        reply.code(304).removeHeader('content-length');
        return '';
      }
    }

    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 });
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}

function appendVary(current: unknown): string {
  const value = typeof current === 'string' ? current : '';
  if (value.toLowerCase().includes('accept-encoding')) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
