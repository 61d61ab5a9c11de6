import type { Container } from './container';

/**
 * What a process killed mid-work (SIGKILL, power loss, out of memory) leaves behind, cleared before serving:
 * half-received uploads and half-written media (docs/fault-tests.md). Generation runs it was writing are
 * abandoned at once only in embedded mode, where this process is the database's only user; with PostgreSQL,
 * other processes may be running theirs, and a run stops blocking once its heartbeat has been silent for a
 * minute (STALE_RUN_MS).
 */
export async function recoverInterruptedWork(container: Container) {
  const uploads = await container.library.sweepInterruptedUploads();
  const abandonedRuns =
    container.config.mode === 'embedded'
      ? await container.posts.services.generation.abandonInterruptedRuns()
      : 0;
  const found = uploads.received + uploads.stored + abandonedRuns;
  if (found > 0) {
    container.logger.warn({ ...uploads, abandonedRuns }, 'travaux interrompus par un arrêt brutal nettoyés');
  }
}
