import { mkdtempSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchOwner } from '../../lib/process-scratch';
import { createLocalStorage } from './local-storage';
import { storageContract } from './storage-contract';

const root = mkdtempSync(path.join(os.tmpdir(), 'plume-local-'));
const storage = createLocalStorage(root);

describe('local disk storage', () => {
  storageContract(() => storage);

  it('never leaves its root', async () => {
    await expect(storage.size('../etc/passwd')).rejects.toThrow('clé de stockage invalide');
    await expect(storage.put('/abs/path', { buffer: Buffer.from('x') }, 'text/plain')).rejects.toThrow();
  });

  it('writes under a temporary name, so only whole files ever carry a key, and sweeps what a kill left', async () => {
    await storage.put('u1/photo.jpg', { buffer: Buffer.from('octets') }, 'image/jpeg');
    expect(await readdir(path.join(root, '.partial', scratchOwner()))).toEqual([]);
    // What a previous process with this id, killed in the middle of a write, left behind.
    await writeFile(path.join(root, '.partial', scratchOwner(), 'interrompu'), 'moitié');
    expect(await storage.sweepInterrupted()).toBe(1);
    expect(await storage.size('u1/photo.jpg')).toBe(6);
    expect(await storage.sweepInterrupted()).toBe(0);
  });
});
