import { randomUUID } from 'node:crypto';
import type { MediaStorage } from '../../ports/storage.port';

export type ReadinessCheck = 'database' | 'storage' | 'jobs';

export interface ReadinessReport {
  ready: boolean;
  checks: Record<ReadinessCheck, 'ok' | 'failed'>;
  /** Why each check failed in this probe, for the caller's log (a storage result reused is not repeated). */
  failures: { check: ReadinessCheck; error: unknown }[];
}

export interface ReadinessDeps {
  ping: () => Promise<void>;
  storage: Pick<MediaStorage, 'put' | 'remove'>;
  /** True once the job engine has started and is bound to the queue port. */
  jobsStarted: () => boolean;
  /** How long a storage probe's result is reused: probes may come every few seconds. */
  storageProbeTtlMs?: number;
  now?: () => number;
}

/**
 * Readiness: the database answers `select 1`, the media store accepts a write (a tiny object written then
 * removed: a writable directory, or a reachable bucket with valid credentials), and the job engine runs.
 */
export function createReadinessProbe(deps: ReadinessDeps): () => Promise<ReadinessReport> {
  const ttl = deps.storageProbeTtlMs ?? 10_000;
  const now = deps.now ?? Date.now;
  let lastStorage: { at: number; ok: boolean } | undefined;

  const attempt = async (
    failures: ReadinessReport['failures'],
    check: ReadinessCheck,
    run: () => Promise<void>,
  ) =>
    run().then(
      () => true,
      (error: unknown) => {
        failures.push({ check, error });
        return false;
      },
    );

  const storageOk = async (failures: ReadinessReport['failures']) => {
    if (lastStorage && now() - lastStorage.at < ttl) return lastStorage.ok;
    const ok = await attempt(failures, 'storage', async () => {
      const key = `readiness/${randomUUID()}`;
      await deps.storage.put(key, { buffer: Buffer.from('ok') }, 'text/plain');
      await deps.storage.remove([key]);
    });
    lastStorage = { at: now(), ok };
    return ok;
  };

  return async () => {
    const failures: ReadinessReport['failures'] = [];
    const [database, storage] = await Promise.all([
      attempt(failures, 'database', deps.ping),
      storageOk(failures),
    ]);
    const jobs = deps.jobsStarted();
    if (!jobs) failures.push({ check: 'jobs', error: new Error('moteur de tâches non démarré') });
    const status = (ok: boolean) => (ok ? 'ok' : 'failed');
    return {
      ready: database && storage && jobs,
      checks: { database: status(database), storage: status(storage), jobs: status(jobs) },
      failures,
    };
  };
}
