import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter, for `column = any(...)`: the planner looks the rows up by index as with
 * `in (...)`, where a list binds one parameter per id (each one prepared and typed when the statement is built),
 * and where a join on a JSON input alone (estimated at 100 rows) scans the whole table.
 */
export const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `column` is one of `ids`, with the ids as one `uuid[]` parameter (`idArray`): drizzle's `inArray` for many ids. */
export const inIds = (column: AnyColumn, ids: readonly string[]) => sql`${column} = any(${idArray(ids)})`;
