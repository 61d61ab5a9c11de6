import type { Logger } from 'pino';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { defineJob, type JobDefinition } from './definition';

export const EMBEDDED_DATABASE_UPKEEP = 'database.embedded-upkeep';

/** What autovacuum and its analyses do on PostgreSQL, for the whole database at once. */
export const UPKEEP_STATEMENT = 'VACUUM (ANALYZE)';

/**
 * The embedded database has no autovacuum: PGlite is PostgreSQL in single-user mode, without background workers.
 * Left alone it would keep the space of every row updated or deleted (the job engine's table grows with every job it
 * ever ran, the due sweep alone runs once a minute; the posts and their attempts with every publication), and it
 * would plan every statement without statistics. Once a night this job does what autovacuum does on PostgreSQL
 * (docs/performance.md, « The embedded database's upkeep »). While it runs the embedded database answers nothing
 * else: a few hundred milliseconds for a small business's data, at 03:37 UTC. PostgreSQL gets no such job (`[]`):
 * its own autovacuum keeps it.
 */
export function embeddedUpkeepJobs(database: DatabaseHandle, logger: Logger): JobDefinition[] {
  if (database.kind !== 'pglite') return [];
  const { pglite } = database;
  return [
    defineJob({
      name: EMBEDDED_DATABASE_UPKEEP,
      payload: z.object({}),
      retry: { limit: 2, delaySeconds: 900, backoff: false },
      cron: '37 3 * * *',
      expireInSeconds: 3_600,
      handler: async () => {
        const started = performance.now();
        await pglite.exec(UPKEEP_STATEMENT);
        const ms = Math.round(performance.now() - started);
        logger.info(
          { ms },
          'base embarquée entretenue (espace des lignes supprimées rendu, statistiques à jour)',
        );
      },
    }),
  ];
}
