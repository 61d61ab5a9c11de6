import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createTestDatabase } from '../test/test-database';
import { testTmpDir } from '../test/test-database-names';
import { defineJob } from './definition';
import { startJobEngine } from './engine';

const logger = pino({ level: 'silent' });
const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

function recordingJob(seen: string[]) {
  return defineJob({
    name: 'test.record',
    payload: z.object({ label: z.string() }),
    retry: { limit: 2, delaySeconds: 1, backoff: false },
    handler: async ({ label }) => {
      seen.push(label);
    },
  });
}

async function waitFor(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('délai dépassé');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the same database again, as a restarted process would. */
async function reopen(first: DatabaseHandle, dataDir: string): Promise<DatabaseHandle> {
  return first.kind === 'postgres' ? openDatabase({ databaseUrl: first.url }) : openDatabase({ dataDir });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`job engine on ${usingPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs a job that was scheduled before a restart, after the restart', async () => {
    const dataDir = await mkdtemp(path.join(testTmpDir, 'jobs-'));
    const first = usingPostgres ? await createTestDatabase() : await openDatabase({ dataDir });
    if (first.kind === 'pglite') await runMigrations(first);
    const seenBefore: string[] = [];
    const before = await startJobEngine({
      database: first,
      definitions: [recordingJob(seenBefore)],
      logger,
      work: false,
    });
    const id = await before.send(
      recordingJob(seenBefore),
      { label: 'programmée avant' },
      {
        startAfter: new Date(Date.now() + 1500),
      },
    );
    expect(id).toBeTruthy();
    await before.stop();
    // The process "dies": its database connection goes away with it.
    const second =
      first.kind === 'pglite'
        ? (await first.close(), await reopen(first, dataDir))
        : await reopen(first, dataDir);
    cleanups.push(() => (first.kind === 'postgres' ? first.close() : Promise.resolve()));
    cleanups.push(() => second.close());

    const seenAfter: string[] = [];
    const after = await startJobEngine({
      database: second,
      definitions: [recordingJob(seenAfter)],
      logger,
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    cleanups.push(() => after.stop());
    await waitFor(() => seenAfter.length > 0);
    expect(seenAfter).toEqual(['programmée avant']);
    expect(seenBefore).toEqual([]);
  }, 180_000);

  it('wakes a working process when a job is sent, from this process or another, without waiting for its poll', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const seen: string[] = [];
    // Polled only every 30 s either way: a pick-up within seconds can only come from the job's announcement.
    const job = { ...recordingJob(seen), pollingIntervalSeconds: 30, dueCheckSeconds: 30 };
    const worker = await startJobEngine({ database, definitions: [job], logger, work: true });
    cleanups.push(() => worker.stop());
    const sender = await startJobEngine({ database, definitions: [job], logger, work: false });
    cleanups.push(() => sender.stop());
    // The worker's first fetch (at start) is over before anything is sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sentAt = Date.now();
    await sender.send(job, { label: 'annoncée' });
    await waitFor(() => seen.length > 0, 10_000);
    expect(seen).toEqual(['annoncée']);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
  }, 60_000);

  it('wakes its workers at the instant the queue says its next job falls due, not at their due check', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const seen: string[] = [];
    let dueAt: number | undefined = undefined;
    const looks: number[] = [];
    // Polled every 30 s only, and the job is sent with a start time (no announcement wakes anybody): only the
    // look at the next due instant can start it within seconds.
    const job = {
      ...recordingJob(seen),
      pollingIntervalSeconds: 30,
      dueCheckSeconds: 30,
      nextDue: {
        everyMs: 500,
        inMs: async (horizonMs: number) => {
          looks.push(horizonMs);
          const inMs = dueAt === undefined ? null : dueAt - Date.now();
          return inMs !== null && inMs > 0 && inMs <= horizonMs ? inMs : null;
        },
      },
    };
    const worker = await startJobEngine({ database, definitions: [job], logger, work: true });
    cleanups.push(() => worker.stop());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    dueAt = Date.now() + 1_500;
    await worker.send(job, { label: 'à son heure' }, { startAfter: new Date(dueAt) });
    await waitFor(() => seen.length > 0, 15_000);
    expect(seen).toEqual(['à son heure']);
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt);
    expect(Date.now() - dueAt).toBeLessThan(15_000);
    expect(looks.every((horizonMs) => horizonMs === 1_000)).toBe(true);
  }, 60_000);

  it('settles each job of a batch on its own: a failure fails that job only, with its message', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const seen: string[] = [];
    const job = defineJob({
      name: 'test.batch',
      payload: z.object({ label: z.string() }),
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      worker: { batchSize: 10 },
      handler: async ({ label }) => {
        seen.push(label);
        if (label === 'refusée') throw new Error('Refusée par le réseau.');
      },
    });
    // Sent before any process works the queue: the three are fetched as one batch.
    const sender = await startJobEngine({ database, definitions: [job], logger, work: false });
    cleanups.push(() => sender.stop());
    const ids: Record<string, string> = {};
    for (const label of ['première', 'refusée', 'dernière'])
      ids[label] = (await sender.send(job, { label })) ?? '';
    const worker = await startJobEngine({ database, definitions: [job], logger, work: true });
    cleanups.push(() => worker.stop());
    const stateOf = async (label: string) => {
      const found = await worker.boss.getJobById(job.name, ids[label] as string);
      return { state: found?.state, output: found?.output };
    };
    const deadline = Date.now() + 20_000;
    while (
      (await stateOf('dernière')).state !== 'completed' ||
      (await stateOf('refusée')).state !== 'failed'
    ) {
      if (Date.now() > deadline) throw new Error('délai dépassé');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.sort()).toEqual(['dernière', 'première', 'refusée']);
    expect(await stateOf('première')).toMatchObject({ state: 'completed' });
    expect(await stateOf('refusée')).toEqual({
      state: 'failed',
      output: { message: 'Refusée par le réseau.' },
    });
  }, 60_000);

  it('refuses to start when a definition has no handler, or a name is declared twice', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const broken = { ...recordingJob([]), handler: undefined } as unknown as ReturnType<typeof recordingJob>;
    await expect(startJobEngine({ database, definitions: [broken], logger, work: true })).rejects.toThrow(
      /sans gestionnaire/,
    );
    await expect(
      startJobEngine({ database, definitions: [recordingJob([]), recordingJob([])], logger, work: true }),
    ).rejects.toThrow(/déclarée deux fois/);
  });

  it('validates payloads against the definition when sending', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const job = recordingJob([]);
    const engine = await startJobEngine({ database, definitions: [job], logger, work: false });
    cleanups.push(() => engine.stop());
    await expect(engine.send(job, { label: 42 } as unknown as { label: string })).rejects.toThrow();
  });
});
