import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter, for `column = any(...)`: the planner looks the rows up by index as with
 * `in (...)`, where a list binds one parameter per id (each one prepared and typed when the statement is built),
 * and where a join on a JSON input alone (estimated at 100 rows) scans the whole table.
 *
 * As a table's only key condition: beside a join on the same column (`p.id = any(ids) and p.id = c.id`) the
 * planner may fold both into an index scan repeated for each joined row, which sorts the whole array each time
 * (400 ids: about 20 ms of a statement, in the publishing claim until 2026-11-30).
 */
export const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `column` is one of `ids`, with the ids as one `uuid[]` parameter (`idArray`): drizzle's `inArray` for many ids. */
export const inIds = (column: AnyColumn, ids: readonly string[]) => sql`${column} = any(${idArray(ids)})`;
