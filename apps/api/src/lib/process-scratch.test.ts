import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STALE_SCRATCH_MS, scratchOwner, sweepScratch } from './process-scratch';

async function leave(dir: string, owner: string, file: string, ageMs = 0) {
  await mkdir(path.join(dir, owner), { recursive: true });
  const target = path.join(dir, owner, file);
  await writeFile(target, 'octets');
  const at = new Date(Date.now() - ageMs);
  await utimes(target, at, at);
  await utimes(path.join(dir, owner), at, at);
}

/** The id of a process that has run and exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  return result.pid!;
}

describe('per-process scratch folders', () => {
  it('never removes what another live process is writing, on this host or another', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plume-scratch-'));
    // The parent of this test process is alive: its upload is in flight.
    await leave(dir, scratchOwner(process.ppid), 'en-cours');
    await leave(dir, scratchOwner(7, 'autre-machine'), 'en-cours');
    expect(await sweepScratch(dir)).toBe(0);
    expect(await readdir(path.join(dir, scratchOwner(process.ppid)))).toEqual(['en-cours']);
    expect(await readdir(path.join(dir, scratchOwner(7, 'autre-machine')))).toEqual(['en-cours']);
  });

  it("removes a dead process's leftovers, a previous holder of this id's, and stale ones from elsewhere", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plume-scratch-'));
    await leave(dir, scratchOwner(deadPid()), 'interrompu');
    await leave(dir, scratchOwner(), 'avant-redemarrage');
    await leave(dir, scratchOwner(7, 'autre-machine'), 'abandonne', STALE_SCRATCH_MS + 60_000);
    await leave(dir, scratchOwner(7, 'autre-machine'), 'recent');
    expect(await sweepScratch(dir)).toBe(3);
    expect(await readdir(dir)).toEqual([scratchOwner(7, 'autre-machine')]);
    expect(await readdir(path.join(dir, scratchOwner(7, 'autre-machine')))).toEqual(['recent']);
  });
});
