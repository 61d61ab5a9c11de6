import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Half-written files (uploads being received, media being stored) live in a scratch folder that several
 * processes may share (one DATA_DIR for an API process and a worker, or a volume shared by containers).
 * Each process writes under its own sub-folder, named after its process id and host, so that the start-up
 * sweep removes what dead processes left and never a file another live process is writing.
 */

/** Untouched this long, a file is a leftover whoever wrote it (a host that was switched off for good). */
export const STALE_SCRATCH_MS = 6 * 60 * 60 * 1000;

const OWNER = /^(\d+)@(.+)$/;

/** This process's sub-folder name in a shared scratch folder. */
export function scratchOwner(pid = process.pid, host = hostname()): string {
  return `${pid}@${host}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function newestChange(target: string): Promise<number> {
  const stats = await stat(target).catch(() => undefined);
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = await readdir(target).catch(() => [] as string[]);
  const times = await Promise.all(entries.map((entry) => newestChange(path.join(target, entry))));
  return Math.max(stats.mtimeMs, ...times);
}

async function entriesOf(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => [] as string[]);
}

/**
 * Removes, under `dir`: the sub-folders of processes of this host that are no longer running (this process's
 * own name included: a previous holder of its id is gone), and anything untouched for `staleMs` in the
 * others. Returns how many leftovers (files or per-operation folders) were removed.
 */
export async function sweepScratch(
  dir: string,
  options: { now?: number; staleMs?: number; owner?: string } = {},
): Promise<number> {
  const now = options.now ?? Date.now();
  const staleMs = options.staleMs ?? STALE_SCRATCH_MS;
  const own = options.owner ?? scratchOwner();
  const host = hostname();
  let removed = 0;
  const removeStale = async (target: string) => {
    if (now - (await newestChange(target)) < staleMs) return;
    await rm(target, { recursive: true, force: true });
    removed += 1;
  };
  for (const name of await entriesOf(dir)) {
    const target = path.join(dir, name);
    const owner = OWNER.exec(name);
    if (!owner) {
      await removeStale(target);
      continue;
    }
    const dead = name === own || (owner[2] === host && !isAlive(Number(owner[1])));
    if (dead) {
      removed += (await entriesOf(target)).length;
      await rm(target, { recursive: true, force: true });
      continue;
    }
    for (const entry of await entriesOf(target)) await removeStale(path.join(target, entry));
  }
  return removed;
}
