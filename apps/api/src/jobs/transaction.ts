import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { JobConnection } from './definition';

/** A Drizzle transaction (PGlite or node-postgres) as the job engine's connection: a job sent or cancelled
 * through it becomes visible only when the transaction commits, and disappears with a rollback. */
export function jobConnectionOf(tx: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) {
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) as JobConnection;
}
