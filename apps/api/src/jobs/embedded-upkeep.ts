import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { loopUtilisationMeter } from '../lib/event-loop';
import { defineJob, type JobDefinition } from './definition';

export const EMBEDDED_DATABASE_UPKEEP = 'database.embedded-upkeep';

/** The nightly pass: what autovacuum and its analyses do on PostgreSQL, for the whole database at once (it also
 * freezes old rows, which keeps the transaction counter from wrapping around). */
export const UPKEEP_STATEMENT = 'VACUUM (ANALYZE)';

/** How often the tables that changed enough since their last upkeep are looked for (as autovacuum: every minute). */
export const UPKEEP_CHECK_MS = 60_000;

/** A pass runs on the server's own thread and holds every request meanwhile: it waits for a minute during which the
 * event loop was busy less than this share of the time. */
const UPKEEP_BUSY_SHARE = 0.2;

/**
 * The tables autovacuum would take now, with its default thresholds: vacuumed (and analysed) once their dead rows
 * pass 50 + 20 % of their live rows, analysed once the rows changed since their last analysis pass 50 + 10 %.
 */
const TABLES_DUE = `select format('%I.%I', schemaname, relname) as name, n_dead_tup > 50 + 0.2 * n_live_tup as vacuum
  from pg_stat_user_tables
  where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup
  order by n_dead_tup + n_mod_since_analyze desc`;

/** Vacuums or analyses each table past autovacuum's thresholds; answers how many it took. */
async function upkeepTablesDue(pglite: Pick<PGlite, 'query' | 'exec'>): Promise<number> {
  const { rows } = await pglite.query<{ name: string; vacuum: boolean }>(TABLES_DUE);
  for (const { name, vacuum } of rows)
    await pglite.exec(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
  return rows.length;
}

/**
 * The embedded database has no autovacuum: PGlite is PostgreSQL in single-user mode, without background workers.
 * Left alone it would keep the space of every row updated or deleted (the job engine's table grows with every job it
 * ever ran, the due sweep alone runs once a minute; the posts and their attempts with every publication), and it
 * would plan every statement without statistics (ADR 0002, amendment of 2026-11-30). So, as autovacuum would:
 * every minute the tables that changed enough are vacuumed or analysed (one read of the statistics views when none
 * did), unless the server was busy that minute; the whole database in the first quiet minute after a start (PGlite
 * does not keep those counters across a restart, and a machine off at night misses the nightly pass) and once a
 * night, at 03:37 UTC. While a pass runs
 * the embedded database answers nothing else: a few hundred milliseconds for a small business's data. PostgreSQL gets
 * none of this (`[]`): its own autovacuum keeps it. `busyShare` tells how busy the event loop was since it was last
 * asked (tests pass their own).
 */
export function embeddedUpkeepJobs(
  database: DatabaseHandle,
  logger: Logger,
  busyShare?: () => number,
): JobDefinition[] {
  if (database.kind !== 'pglite') return [];
  const { pglite } = database;
  const busy = busyShare ?? loopUtilisationMeter();
  const timed = async (pass: () => Promise<unknown>) => {
    const started = performance.now();
    const result = await pass();
    return { result, ms: Math.round(performance.now() - started) };
  };
  const wholeDatabase = async () => {
    const { ms } = await timed(() => pglite.exec(UPKEEP_STATEMENT));
    logger.info(
      { ms },
      'base embarquée entretenue (espace des lignes supprimées rendu, statistiques à jour)',
    );
  };
  // The statistics counters start from zero at each start: what changed before it, only a whole pass finds.
  let sinceStart = false;
  return [
    defineJob({
      name: EMBEDDED_DATABASE_UPKEEP,
      payload: z.object({}),
      retry: { limit: 2, delaySeconds: 900, backoff: false },
      cron: '37 3 * * *',
      expireInSeconds: 3_600,
      alsoEvery: {
        intervalMs: UPKEEP_CHECK_MS,
        run: async () => {
          // Under load the tables wait for a quieter minute (the night's pass does not wait).
          if (busy() >= UPKEEP_BUSY_SHARE) return;
          if (!sinceStart) {
            await wholeDatabase();
            sinceStart = true;
            return;
          }
          const { result: tables, ms } = await timed(() => upkeepTablesDue(pglite));
          if (tables) logger.debug({ tables, ms }, 'base embarquée : tables entretenues');
        },
      },
      handler: wholeDatabase,
    }),
  ];
}
