// Seeds the load benchmark's accounts in a few set-based statements, so that 200 users with their profile,
// notes, library and three months of posts take seconds on PGlite as on PostgreSQL.
import { sql, type SQL } from 'drizzle-orm';
import { FRENCH_MONTHS } from '@plume/contracts/months';
import type { DatabaseHandle } from '@plume/api/db/client';

export const LOAD_PASSWORD = 'mesure-de-charge-2026';
const NOTES_PER_USER = 6;
const MEDIA_PER_USER = 12;
/** One post every other day from the start of last month: ~45 posts over three months. */
const POSTS_PER_USER = 45;

export interface SeededUser {
  id: string;
  email: string;
}

/** The French month key of a date column, as the app writes it (`novembre_2026`). */
export const monthKeyOf = (date: SQL) =>
  sql`(${sql.raw(`array[${FRENCH_MONTHS.map((name) => `'${name}'`).join(',')}]`)})[extract(month from ${date})::int] || '_' || extract(year from ${date})::int`;

/**
 * `passwordHash` is one real argon2 hash shared by every account: hashing 200 passwords would only measure
 * argon2. `run` keeps the e-mails unique when a persistent database (BENCH_DATABASE_URL) is reused.
 */
/** Bakery posts numbered g, for the owner `owner` of each row of `rows` (which binds g), on the date `day`
 * (an expression of g): past ones published, future ones half scheduled and half drafts, today's drafts. */
export function bakeryPosts(owner: SQL, rows: SQL, day: SQL, filter: SQL = sql`true`): SQL {
  return sql`insert into posts (user_id, platform, title, text, hashtags, status, validated, published,
      published_at, month_key, planned_date, planned_time, scheduled_at, schedule_version)
    select ${owner}, (array['instagram','facebook'])[1 + g % 2], 'Le pain du jour n°' || g,
      'Ce matin, notre fournil sent bon le levain : venez goûter la miche de campagne, encore tiède. ' ||
      'Commandez vos viennoiseries pour le week-end et profitez des gâteaux de saison.',
      '["#boulangerie", "#artisan", "#painaulevain"]'::jsonb,
      case when d < current_date then 'published' when d > current_date and g % 2 = 0 then 'scheduled'
        else 'draft' end,
      d <> current_date, d < current_date,
      case when d < current_date then d + interval '10 hours' end,
      ${monthKeyOf(sql`d`)}, to_char(d, 'YYYY-MM-DD'), '10:00',
      case when d > current_date and g % 2 = 0 then d + interval '10 hours' end,
      case when d > current_date and g % 2 = 0 then 1 else 0 end
      from ${rows} cross join lateral (select ${day} as d) days where ${filter}`;
}

export async function seedLoadUsers(
  database: DatabaseHandle,
  run: string,
  count: number,
  passwordHash: string,
) {
  const execute = async <Row>(query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const users = await execute<SeededUser>(sql`insert into users (email, password_hash, first_name, last_name)
    select 'charge-' || ${run} || '-' || g || '@exemple.fr', ${passwordHash}, 'Camille ' || g, 'Martin'
      from generate_series(1, ${count}::int) g
    returning id, email`);
  const mine = sql`(select id from users where email like ${`charge-${run}-%`})`;

  await execute(sql`insert into business_profiles (user_id, business_name, business_type, business_description,
      email, website_url, target_audience, coordinates)
    select id, 'Boulangerie ' || first_name, 'Boulangerie artisanale',
      'Pains au levain, viennoiseries pur beurre et gâteaux de saison, faits chaque matin dans le quartier.',
      'contact@exemple.fr', 'https://www.exemple.fr', 'Familles et actifs du quartier', '12 rue des Lilas, 69003 Lyon'
      from users where id in ${mine}`);

  await execute(sql`insert into notes (user_id, description, content, priority, is_monthly_note, note_month, note_year)
    select u.id, 'Note ' || g, 'Mettre en avant la galette des rois et les horaires du dimanche. ' || g,
      (array['low','normal','high'])[1 + g % 3], g = 1,
      case when g = 1 then null else extract(month from now() + (g - 3) * interval '1 month')::int end,
      case when g = 1 then null else extract(year from now() + (g - 3) * interval '1 month')::int end
      from users u cross join generate_series(1, ${NOTES_PER_USER}::int) g where u.id in ${mine}`);

  // The listing routes never read the files, so the rows alone stand for the library.
  const attributed = sql`date_trunc('month', now()) + ((g % 3) - 1) * interval '1 month'`;
  await execute(sql`insert into content_items (user_id, filename, mime_type, storage_key, thumb_key, size_bytes,
      width, height, title, attributed_month, created_at)
    select u.id, 'photo-' || g || '.jpg', 'image/jpeg', u.id || '/seed-' || g || '.jpg',
      u.id || '/seed-' || g || '.thumb.webp', 850000, 1600, 1200, 'Vitrine ' || g, ${monthKeyOf(attributed)},
      now() - g * interval '1 day'
      from users u cross join generate_series(1, ${MEDIA_PER_USER}::int) g where u.id in ${mine}`);

  // Past posts are published, future ones half scheduled (after the run, so no publication starts) and half
  // drafts; today's are drafts.
  const day = sql`(date_trunc('month', now()) - interval '1 month' + (g * 2 - 2) * interval '1 day')::date`;
  await execute(
    bakeryPosts(
      sql`u.id`,
      sql`users u cross join generate_series(1, ${POSTS_PER_USER}::int) g`,
      day,
      sql`u.id in ${mine}`,
    ),
  );

  await execute(sql`insert into post_media (post_id, content_id, position)
    select p.id, c.id, 0 from (
      select id, user_id, row_number() over (partition by user_id order by planned_date) as n
        from posts where user_id in ${mine} and status <> 'draft') p
    join (select id, user_id, row_number() over (partition by user_id order by created_at) as n
        from content_items where user_id in ${mine}) c
      on c.user_id = p.user_id and c.n = 1 + p.n % ${MEDIA_PER_USER}::int`);
  return users;
}

/** Removes the run's accounts (and, by cascade, everything they own) from a database that outlives the run. */
export async function removeLoadUsers(database: DatabaseHandle, run: string) {
  await database.db.execute(sql`delete from users where email like ${`charge-${run}-%`}`);
}
