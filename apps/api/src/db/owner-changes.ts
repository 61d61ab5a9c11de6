import type { Logger } from 'pino';
import type { OwnerReads } from '../lib/owner-reads';
import type { DatabaseHandle } from './client';

/** Announced by the embedded database as each change of an owner's lists commits (migration 0021). */
export const OWNER_CHANGED_CHANNEL = 'plume_owner_changed';

/**
 * On the embedded database, this process is the only client: listening there, it hears every change of an
 * owner's posts, media, library, notes and time zone — its own and any other writer's in the process (the job
 * engine, cascades) — within the query that commits it, so `reads` may keep what it read. On PostgreSQL the
 * database sends no announcement and every call reads (other processes write there too).
 */
export async function followOwnerChanges(
  database: DatabaseHandle,
  reads: OwnerReads,
  logger: Logger,
): Promise<void> {
  if (database.kind !== 'pglite') return;
  try {
    // Opened without `plume.owner_notices` (pgliteStartParams), the database announces nothing: keep reading.
    const { rows } = await database.pglite.query<{ on: boolean }>('select plume_owner_notices() as on');
    if (rows[0]?.on !== true) return;
    await database.pglite.listen(OWNER_CHANGED_CHANNEL, (owner) => reads.changed(owner));
    reads.follow();
  } catch (error) {
    logger.warn({ err: error }, 'changements des listes non suivis : lecture à chaque appel');
  }
}
