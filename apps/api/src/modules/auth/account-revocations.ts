import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client';
import type { UserCache } from './user-cache';

/** Announced by the database as each account deletion commits (migration 0017), payload: the account's id. */
export const ACCOUNT_REVOKED_CHANNEL = 'plume_account_revoked';

/**
 * The embedded database belongs to one process: listening to it, this process receives every deletion of an
 * account (its own and any other writer's) within the query that commits it, so the user cache may keep the
 * accounts it has seen and skip the database read on each request. On PostgreSQL other processes delete
 * accounts too and a notification travels on its own connection: there each request still reads the
 * account (one primary-key probe), which keeps a deleted account refused at once in every process.
 */
export async function followAccountRevocations(
  database: DatabaseHandle,
  userCache: UserCache,
  logger: Logger,
): Promise<void> {
  if (database.kind !== 'pglite') return;
  try {
    await database.pglite.listen(ACCOUNT_REVOKED_CHANNEL, (id) => userCache.invalidate(id));
    userCache.followRevocations();
  } catch (error) {
    logger.warn({ err: error }, 'suppressions de comptes non suivies : lecture du compte à chaque requête');
  }
}
