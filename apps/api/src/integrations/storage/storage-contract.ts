import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { MediaStorage } from '../../ports/storage.port';

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The behaviour every storage adapter must show; run against each real adapter. */
export function storageContract(storage: () => MediaStorage) {
  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  it('stores from a file and from a buffer, and reports sizes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'plume-storage-'));
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, bytes);
    await storage().put('user-1/a.mp4', { path: file }, 'video/mp4');
    await storage().put('user-1/a.thumb.webp', { buffer: Buffer.from('vignette') }, 'image/webp');
    expect(await storage().size('user-1/a.mp4')).toBe(5000);
    expect(await storage().size('user-1/a.thumb.webp')).toBe(8);
    expect(await storage().size('user-1/absent.jpg')).toBeNull();
  });

  it('opens the whole object or an inclusive byte range', async () => {
    const whole = await storage().open('user-1/a.mp4');
    expect(whole?.size).toBe(5000);
    expect((await readAll(whole!.body)).equals(bytes)).toBe(true);
    const part = await storage().open('user-1/a.mp4', { start: 100, end: 199 });
    expect(part?.size).toBe(5000);
    expect((await readAll(part!.body)).equals(bytes.subarray(100, 200))).toBe(true);
    expect(await storage().open('user-1/absent.jpg')).toBeNull();
  });

  it('reads a whole object into memory', async () => {
    expect((await storage().read('user-1/a.mp4'))?.equals(bytes)).toBe(true);
    expect((await storage().read('user-1/a.thumb.webp'))?.toString()).toBe('vignette');
    expect(await storage().read('user-1/absent.jpg')).toBeNull();
  });

  it('removes objects, ignoring missing ones', async () => {
    await storage().remove(['user-1/a.mp4', 'user-1/a.thumb.webp', 'user-1/absent.jpg']);
    expect(await storage().size('user-1/a.mp4')).toBeNull();
    expect(await storage().size('user-1/a.thumb.webp')).toBeNull();
  });
}
