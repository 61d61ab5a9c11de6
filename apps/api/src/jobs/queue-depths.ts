import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Jobs waiting to run (created or waiting for a retry), per queue, from the job engine's own table: one
 * grouped count, read when the metrics are scraped. Queues with nothing waiting are absent.
 */
export async function queueDepths(db: Database): Promise<Record<string, number>> {
  const result = await db.execute(
    sql`select name, count(*)::int as depth from pgboss.job where state in ('created', 'retry') group by name`,
  );
  const rows = (result as unknown as { rows: { name: string; depth: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.depth)]));
}
