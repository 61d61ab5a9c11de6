import { randomUUID } from 'node:crypto';
import type { MediaStorage } from '../../ports/storage.port';

export type ReadinessCheck = 'database' | 'storage' | 'jobs';

export interface ReadinessReport {
  ready: boolean;
  checks: Record<ReadinessCheck, 'ok' | 'failed'>;
}

export interface ReadinessDeps {
  ping: () => Promise<void>;
  storage: Pick<MediaStorage, 'put' | 'remove'>;
  /** True once the job engine has started and is bound to the queue port. */
  jobsStarted: () => boolean;
  /** How long a storage probe's result is reused: probes may come every few seconds. */
  storageProbeTtlMs?: number;
  now?: () => number;
  onFailure?: (check: ReadinessCheck, error: unknown) => void;
}

/**
 * Readiness: the database answers `select 1`, the media store accepts a write (a tiny object written then
 * removed: a writable directory, or a reachable bucket with valid credentials), and the job engine runs.
 */
export function createReadinessProbe(deps: ReadinessDeps): () => Promise<ReadinessReport> {
  const ttl = deps.storageProbeTtlMs ?? 10_000;
  const now = deps.now ?? Date.now;
  let lastStorage: { at: number; ok: boolean } | undefined;

  const attempt = async (check: ReadinessCheck, run: () => Promise<void>) =>
    run().then(
      () => true,
      (error: unknown) => {
        deps.onFailure?.(check, error);
        return false;
      },
    );

  const storageOk = async () => {
    if (lastStorage && now() - lastStorage.at < ttl) return lastStorage.ok;
    const ok = await attempt('storage', async () => {
      const key = `readiness/${randomUUID()}`;
      await deps.storage.put(key, { buffer: Buffer.from('ok') }, 'text/plain');
      await deps.storage.remove([key]);
    });
    lastStorage = { at: now(), ok };
    return ok;
  };

  return async () => {
    const [database, storage] = await Promise.all([attempt('database', deps.ping), storageOk()]);
    const jobs = deps.jobsStarted();
    if (!jobs) deps.onFailure?.('jobs', new Error('moteur de tâches non démarré'));
    const status = (ok: boolean) => (ok ? 'ok' : 'failed');
    return {
      ready: database && storage && jobs,
      checks: { database: status(database), storage: status(storage), jobs: status(jobs) },
    };
  };
}
