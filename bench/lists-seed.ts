// Data of the lists benchmark, written before the measured server starts (PGlite allows one process per data
// dir): OTHER_ACCOUNTS accounts of the load benchmark (profile, 6 notes, 12 media, ~45 posts each), then the
// measured accounts, each with its posts spread over twelve months around today (past ones published, future
// ones half scheduled, the rest drafts; half of them with a medium), its library and its notes.
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@plume/api/db/client';
import { runMigrations } from '@plume/api/db/migrate';
import { createPasswordHasher } from '@plume/api/modules/auth/password';
import { bakeryPosts, LOAD_PASSWORD, monthKeyOf, seedLoadUsers } from './load-seed';

export const OTHER_ACCOUNTS = 120;

export interface ListAccountSize {
  posts: number;
  media: number;
  notes: number;
}

export interface SeededListAccount {
  email: string;
  password: string;
}

async function seedListAccount(
  database: DatabaseHandle,
  email: string,
  passwordHash: string,
  size: ListAccountSize,
) {
  const execute = async <Row>(query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [user] = await execute<{
    id: string;
  }>(sql`insert into users (email, password_hash, first_name, last_name)
    values (${email}, ${passwordHash}, 'Camille', 'Mesure') returning id`);
  const id = user!.id;
  await execute(sql`insert into notes (user_id, description, content, priority, is_monthly_note, note_month, note_year)
    select ${id}, 'Note ' || g, 'Mettre en avant la galette des rois et les horaires du dimanche. ' || g,
      (array['low','normal','high'])[1 + g % 3], g % 5 = 0,
      case when g % 5 = 0 then null else extract(month from now() + (g % 12 - 5) * interval '1 month')::int end,
      case when g % 5 = 0 then null else extract(year from now() + (g % 12 - 5) * interval '1 month')::int end
      from generate_series(1, ${size.notes}::int) g`);
  const attributed = sql`date_trunc('month', now()) + (g % 12 - 5) * interval '1 month'`;
  await execute(sql`insert into content_items (user_id, filename, mime_type, storage_key, thumb_key, size_bytes,
      width, height, title, attributed_month, created_at)
    select ${id}, 'photo-' || g || '.jpg', 'image/jpeg', ${id} || '/seed-' || g || '.jpg',
      ${id} || '/seed-' || g || '.thumb.webp', 850000, 1600, 1200, 'Vitrine ' || g, ${monthKeyOf(attributed)},
      now() - g * interval '1 hour'
      from generate_series(1, ${size.media}::int) g`);
  // Twelve months from five months ago: post g falls in month (g - 1) % 12, on day 1 + ((g - 1) / 12) % 28.
  const day = sql`(date_trunc('month', now()) - interval '5 months' + ((g - 1) % 12) * interval '1 month'
    + ((g - 1) / 12 % 28) * interval '1 day')::date`;
  await execute(bakeryPosts(sql`${id}`, sql`generate_series(1, ${size.posts}::int) g`, day));
  await execute(sql`insert into post_media (post_id, content_id, position)
    select p.id, c.id, 0 from (
      select id, row_number() over (order by planned_date, id) as n from posts where user_id = ${id}) p
    join (select id, row_number() over (order by created_at) as n from content_items where user_id = ${id}) c
      on c.n = 1 + p.n % ${size.media}::int
    where p.n % 2 = 0`);
}

/**
 * Migrates the database (PGlite in `dataDir`, or `databaseUrl`), writes the other accounts and one account per
 * size, and closes it. `run` keeps e-mails unique on a database that outlives the run.
 */
export async function seedLists(
  target: { dataDir: string } | { databaseUrl: string },
  run: string,
  sizes: Record<string, ListAccountSize>,
): Promise<Record<string, SeededListAccount>> {
  const database = await openDatabase(target);
  try {
    await runMigrations(database);
    const passwordHash = await createPasswordHasher().hash(LOAD_PASSWORD);
    await seedLoadUsers(database, `listes-${run}`, OTHER_ACCOUNTS, passwordHash);
    const accounts: Record<string, SeededListAccount> = {};
    for (const [name, size] of Object.entries(sizes)) {
      const email = `listes-${run}-${size.posts}@exemple.fr`;
      await seedListAccount(database, email, passwordHash, size);
      accounts[name] = { email, password: LOAD_PASSWORD };
    }
    await database.db.execute(sql`analyze`);
    return accounts;
  } finally {
    await database.close();
  }
}

/** Removes the run's accounts from a database that outlives the run (BENCH_DATABASE_URL). */
export async function removeListAccounts(databaseUrl: string, run: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.db.execute(sql`delete from users where email like ${`listes-${run}-%`}
      or email like ${`charge-listes-${run}-%`}`);
  } finally {
    await database.close();
  }
}
