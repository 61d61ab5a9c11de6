import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, type PostRow } from '../../db/schema/index';
import type { PostMediumRef } from './post-dto';

const columns = Object.entries(getTableColumns(posts));
const dateKeys = columns.filter(([, column]) => column.dataType === 'date').map(([key]) => key);
/** json_build_object('title', p.title, …) with the row's TypeScript keys, so the result reads as a PostRow. */
const rowObject = sql.join(
  columns.map(([key, column]) => sql`${key}::text, p.${sql.identifier(column.name)}`),
  sql`, `,
);

/** The single JSON value a query selects as `value` (both drivers parse json; text is parsed here). */
async function jsonValue<T>(db: Database, query: SQL, fallback: T): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: { value: unknown }[] };
  const value = result.rows[0]?.value;
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Every post of a user with its ordered media. On the embedded database, shipping 2,000 rows of 25 columns one
 * by one costs several times more than one aggregated JSON value, so the posts and their media come as two
 * values (a lateral media subquery per post cost more than the separate grouped one).
 */
export async function listPostsWithMedia(
  db: Database,
  userId: string,
): Promise<{ row: PostRow; media: PostMediumRef[] }[]> {
  const rows = await jsonValue<Record<string, unknown>[]>(
    db,
    sql`select json_agg(json_build_object(${rowObject}) order by p.planned_date, p.planned_time, p.created_at)
      as value from ${posts} p where p.user_id = ${userId}`,
    [],
  );
  const media = await jsonValue<Record<string, PostMediumRef[]>>(
    db,
    sql`select json_object_agg(grouped.post_id, grouped.media) as value from (
      select pm.post_id, json_agg(json_build_object('id', c.id, 'mimeType', c.mime_type) order by pm.position)
        as media
      from post_media pm
      join posts p on p.id = pm.post_id
      join content_items c on c.id = pm.content_id
      where p.user_id = ${userId}
      group by pm.post_id) grouped`,
    {},
  );
  return rows.map((row) => {
    for (const key of dateKeys) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
    return { row: row as unknown as PostRow, media: media[row.id as string] ?? [] };
  });
}
