import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { testTmpDir } from '../test-database-names';

const run = promisify(execFile);

export interface SmallDisk {
  dir: string;
  freeBytes(): Promise<number>;
  unmount(): Promise<void>;
}

/**
 * A real file system of `sizeBytes` (tmpfs) that answers ENOSPC like a full disk, or the reason it cannot be
 * mounted here (mounting needs root or CAP_SYS_ADMIN: the test is then skipped with that reason).
 */
export async function mountSmallDisk(sizeBytes: number): Promise<SmallDisk | { unavailable: string }> {
  const dir = await mkdtemp(path.join(testTmpDir, 'small-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes}`, 'tmpfs', dir]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const reason = (error as { stderr?: string }).stderr?.trim() || String(error);
    return { unavailable: `tmpfs impossible à monter ici (${reason})` };
  }
  return {
    dir,
    freeBytes: async () => {
      const stats = await statfs(dir);
      return stats.bavail * stats.bsize;
    },
    unmount: async () => {
      await run('umount', ['-l', dir]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Every regular file under `dir`, relative to it (empty folders are not files). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
