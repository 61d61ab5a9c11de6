import { describe, expect, it, vi } from 'vitest';
import { createReadinessProbe } from './readiness';

const workingStorage = () => ({ put: vi.fn(async () => undefined), remove: vi.fn(async () => undefined) });

describe('readiness probe', () => {
  it('is ready when the database answers, the store accepts a write and the engine runs', async () => {
    const storage = workingStorage();
    const probe = createReadinessProbe({ ping: async () => undefined, storage, jobsStarted: () => true });
    expect(await probe()).toEqual({
      ready: true,
      checks: { database: 'ok', storage: 'ok', jobs: 'ok' },
      failures: [],
    });
    // The probe object is written then removed: nothing stays in the store.
    const [key] = storage.put.mock.calls[0] as unknown as [string];
    expect(storage.remove).toHaveBeenCalledWith([key]);
  });

  it('names every failed check and reports why', async () => {
    const probe = createReadinessProbe({
      ping: async () => {
        throw new Error('ECONNREFUSED');
      },
      storage: {
        put: async () => {
          throw new Error('AccessDenied');
        },
        remove: async () => undefined,
      },
      jobsStarted: () => false,
    });
    const report = await probe();
    expect(report).toMatchObject({
      ready: false,
      checks: { database: 'failed', storage: 'failed', jobs: 'failed' },
    });
    expect(report.failures.map(({ check, error }) => [check, (error as Error).message]).sort()).toEqual([
      ['database', 'ECONNREFUSED'],
      ['jobs', 'moteur de tâches non démarré'],
      ['storage', 'AccessDenied'],
    ]);
  });

  it('reuses a storage result for a few seconds, then probes again', async () => {
    let now = 0;
    const storage = workingStorage();
    const probe = createReadinessProbe({
      ping: async () => undefined,
      storage,
      jobsStarted: () => true,
      storageProbeTtlMs: 10_000,
      now: () => now,
    });
    await probe();
    now = 5_000;
    await probe();
    expect(storage.put).toHaveBeenCalledTimes(1);
    now = 10_000;
    await probe();
    expect(storage.put).toHaveBeenCalledTimes(2);
  });
});
