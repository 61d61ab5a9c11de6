import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { storageContract } from './storage-contract';

const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'plume-local-')));

describe('local disk storage', () => {
  storageContract(() => storage);

  it('never leaves its root', async () => {
    await expect(storage.size('../etc/passwd')).rejects.toThrow('clé de stockage invalide');
    await expect(storage.put('/abs/path', { buffer: Buffer.from('x') }, 'text/plain')).rejects.toThrow();
  });
});
