import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';

/** table → "row count:md5 of the rows", so two fingerprints differ as soon as one row does. */
export type Fingerprint = Map<string, string>;

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Tables whose rows record the attempt itself, so a refused request may legitimately add one. */
const ATTEMPT_LOG_TABLES = new Set(['login_attempts']);

async function userTables(database: DatabaseHandle): Promise<{ table: string; column: string }[]> {
  const found = await rows<{ table_name: string; column_name: string }>(
    database,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'id')
          and table_name not like '\_\_%'
        order by table_name, column_name`,
  );
  const byTable = new Map<string, string>();
  for (const { table_name: table, column_name: column } of found) {
    if (table === 'users' && column === 'id') byTable.set(table, 'id');
    else if (column === 'user_id') byTable.set(table, 'user_id');
  }
  return [...byTable].map(([table, column]) => ({ table, column }));
}

/**
 * The rows of every public table that belongs to one of `userIds` (the user row itself included). Volatile
 * attempt logs are left out. Generated from the catalogue, so tables added later are covered too.
 */
export async function fingerprintUsers(database: DatabaseHandle, userIds: string[]): Promise<Fingerprint> {
  const tables = (await userTables(database)).filter(({ table }) => !ATTEMPT_LOG_TABLES.has(table));
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const parts = tables.map(
    ({ table, column }) => sql`select ${table} as name, count(*)::text || ':' ||
      md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print
      from ${sql.identifier(table)} t where ${sql.identifier(column)} in (${ids})`,
  );
  const result = await rows<{ name: string; print: string }>(database, sql.join(parts, sql` union all `));
  return new Map(result.map((row) => [row.name, row.print]));
}

/** Names of the tables whose fingerprint changed. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
