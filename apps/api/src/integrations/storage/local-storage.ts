import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './storage.port';

const safeKey = /^[a-zA-Z0-9][a-zA-Z0-9/._-]*$/;

/** Media on the local disk under one root directory (embedded mode: DATA_DIR/media). */
export function createLocalStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    // Keys are made by the server, but a path never leaves the root whatever it receives.
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`clé de stockage invalide : ${key}`);
    return path.join(root, key);
  };

  return {
    kind: 'local',
    async put(key, source, _contentType) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      if ('path' in source) await copyFile(source.path, target);
      else await writeFile(target, source.buffer);
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key, range) {
      const size = await this.size(key);
      if (size === null) return null;
      const body = createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
      return { body, size };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(resolve(key), { force: true })));
    },
  };
}
