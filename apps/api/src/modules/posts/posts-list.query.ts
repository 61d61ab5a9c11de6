import { getTableColumns, sql } from 'drizzle-orm';
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

/**
 * Every post of a user with its ordered media, in one query that returns one JSON value: on the embedded
 * database, shipping 2,000 rows of 25 columns one by one costs several times more than one aggregated value.
 */
export async function listPostsWithMedia(
  db: Database,
  userId: string,
): Promise<{ row: PostRow; media: PostMediumRef[] }[]> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object('row', json_build_object(${rowObject}), 'media', m.media)
      order by p.planned_date, p.planned_time, p.created_at), '[]'::json) as list
    from ${posts} p
    left join lateral (
      select coalesce(json_agg(json_build_object('id', c.id, 'mimeType', c.mime_type) order by pm.position),
        '[]'::json) as media
      from post_media pm join content_items c on c.id = pm.content_id
      where pm.post_id = p.id
    ) m on true
    where p.user_id = ${userId}`)) as unknown as { rows: { list: unknown }[] };
  const value = result.rows[0]?.list ?? [];
  // Both drivers parse json columns; a string is parsed here in case a driver leaves it as text.
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as {
    row: Record<string, unknown>;
    media: PostMediumRef[];
  }[];
  return list.map(({ row, media }) => {
    for (const key of dateKeys) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
    return { row: row as unknown as PostRow, media };
  });
}
