import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { singleFlight } from '../lib/single-flight';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compressed bodies by ETag and encoding. The ETag is a hash of the body, so an answer sent again unchanged
 * (a list read by several tabs, polled, or served from a cache: 2.4 MB of JSON for 2,000 posts) is compressed
 * once, not once per request; callers compressing the same body at the same time share one compression. Least
 * recently used bodies are dropped beyond `maxBytes`; one body may not take more than a quarter of it.
 */
export function createCompressedBodies(maxBytes: number) {
  const kept = new Map<string, Buffer>();
  const compressing = singleFlight<Buffer>();
  let bytes = 0;

  const keep = (key: string, compressed: Buffer) => {
    if (compressed.length > maxBytes / 4 || kept.has(key)) return;
    kept.set(key, compressed);
    bytes += compressed.length;
    for (const [oldest, body] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= body.length;
    }
  };

  return {
    /** The body compressed with `encoding`; `etag` undefined: compressed every time, not kept. */
    async get(payload: string | Buffer, encoding: Encoding, etag: string | undefined): Promise<Buffer> {
      const toBuffer = () => (typeof payload === 'string' ? Buffer.from(payload) : payload);
      if (etag === undefined) return compress(toBuffer(), encoding);
      const key = `${encoding} ${etag}`;
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      return compressing(key, async () => {
        const compressed = await compress(toBuffer(), encoding);
        keep(key, compressed);
        return compressed;
      });
    },
  };
}
