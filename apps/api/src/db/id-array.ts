import { sql } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter, for `column = any(...)`: the planner looks the rows up by index as with
 * `in (...)`, where a list binds one parameter per id (each one prepared and typed when the statement is built),
 * and where a join on a JSON input alone (estimated at 100 rows) scans the whole table.
 */
export const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
