import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedBodies } from './compressed-bodies';

const body = JSON.stringify({ notes: Array.from({ length: 50 }, (_, i) => ({ id: i, text: 'Une idée' })) });

describe('compressed bodies', () => {
  it('compresses a tagged body once per encoding and serves the kept copy after', async () => {
    const bodies = createCompressedBodies(1_000_000);
    const [first, second] = await Promise.all([bodies.get(body, 'br', '"a"'), bodies.get(body, 'br', '"a"')]);
    expect(second).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(body);
    expect(await bodies.get(body, 'br', '"a"')).toBe(first);
    const gzipped = await bodies.get(Buffer.from(body), 'gzip', '"a"');
    expect(gunzipSync(gzipped).toString()).toBe(body);
  });

  it('compresses an untagged body every time, and keeps nothing beyond its budget', async () => {
    const untagged = createCompressedBodies(1_000_000);
    expect(await untagged.get(body, 'br', undefined)).not.toBe(await untagged.get(body, 'br', undefined));
    const tiny = createCompressedBodies(40);
    expect(await tiny.get(body, 'br', '"a"')).not.toBe(await tiny.get(body, 'br', '"a"'));
  });
});
