// Seeds the publishing-at-scale benchmark in a few set-based statements (no HTTP): accounts with their three
// demonstration networks connected, posts due at one instant, and their publish jobs inserted in bulk through
// pg-boss, as scheduling would have sent them (job id derived from the post and its version).
import { sql, type SQL } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@plume/api/db/client';
import type { TokenCipher } from '@plume/api/lib/encryption';
import { SANDBOX_FACEBOOK_PAGES } from '@plume/api/networks/facebook/index';
import { SANDBOX_INSTAGRAM_USERNAME } from '@plume/api/networks/instagram/index';
import { SANDBOX_LINKEDIN_ACCOUNTS } from '@plume/api/networks/linkedin/index';
import { PUBLISH_POST, publishJobId } from '@plume/api/modules/publishing/publish-post.job';

/** The photo every Instagram post carries (Instagram refuses a post without media), one file for all. */
export const PHOTO_KEY = 'mesure-publication/photo.jpg';
const JOBS_PER_INSERT = 5_000;

const rowsOf = async <Row>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** `run` keeps the e-mails unique when the database outlives the run (BENCH_DATABASE_URL). */
export const accountsOf = (run: string) =>
  sql`(select id from users where email like ${`publication-${run}-%`})`;

/**
 * `accounts` users, each with Facebook, Instagram and LinkedIn connected to their demonstration twins (the
 * token the twins accept, encrypted as the social module stores it) and one photo in the library.
 */
export async function seedAccounts(
  db: Database,
  input: { run: string; accounts: number; cipher: TokenCipher; mediaDir: string; photo: Buffer },
) {
  await mkdir(path.dirname(path.join(input.mediaDir, PHOTO_KEY)), { recursive: true });
  await writeFile(path.join(input.mediaDir, PHOTO_KEY), input.photo);
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name)
    select 'publication-' || ${input.run} || '-' || g || '@exemple.fr', 'x', 'Camille ' || g, 'Martin'
      from generate_series(1, ${input.accounts}::int) g`);
  const token = input.cipher.encrypt('sbx_token_mesure-de-publication');
  const [linkedin] = SANDBOX_LINKEDIN_ACCOUNTS;
  await db.execute(sql`insert into social_connections
      (user_id, platform, account_id, account_name, access_token_encrypted, token_expires_at)
    select u.id, n.platform, n.account_id, n.account_name, ${token},
        case when n.platform = 'facebook' then null else now() + interval '60 days' end
      from users u cross join (values
        ('facebook', 'sandbox-page-1', ${SANDBOX_FACEBOOK_PAGES[0]}),
        ('instagram', 'sandbox-instagram-1', ${SANDBOX_INSTAGRAM_USERNAME}),
        ('linkedin', ${linkedin?.id}, ${linkedin?.name})) as n(platform, account_id, account_name)
      where u.id in ${accountsOf(input.run)}`);
  await db.execute(sql`insert into content_items (user_id, filename, mime_type, storage_key, size_bytes,
      width, height, title)
    select id, 'vitrine.jpg', 'image/jpeg', ${PHOTO_KEY}, ${input.photo.length}, 64, 48, 'Vitrine'
      from users where id in ${accountsOf(input.run)}`);
}

/**
 * `perAccount` posts for each of the first `accounts` accounts, scheduled (version 1) for `dueAt`, their
 * networks in turn (Facebook, Instagram, LinkedIn), each text carrying `tag` and the post's id so that the
 * feeds tell every post apart. Instagram posts get the account's photo. Answers the posts' ids.
 */
export async function seedDuePosts(
  db: Database,
  boss: PgBoss,
  input: { run: string; tag: string; accounts: number; perAccount: number; dueAt: Date },
): Promise<string[]> {
  const due = input.dueAt.toISOString();
  const posts = await rowsOf<{ id: string }>(
    db,
    sql`insert into posts (id, user_id, platform, title, text, status, validated, month_key, planned_date,
        planned_time, scheduled_at, schedule_version, publication_method)
      select s.id, s.user_id, s.platform, 'Mesure', 'Publication de mesure ' || ${input.tag} || ' ' || s.id,
          'scheduled', true, 'janvier_2030', '2030-01-15', '10:00', ${due}::timestamptz, 1, 'scheduled'
        from (select gen_random_uuid() as id, u.id as user_id,
            (array['facebook', 'instagram', 'linkedin'])[1 + (u.n + g) % 3] as platform
          from (select id, row_number() over (order by id) as n from users
              where id in ${accountsOf(input.run)} order by id limit ${input.accounts}) u
            cross join generate_series(1, ${input.perAccount}::int) g) s
      returning id`,
  );
  await db.execute(sql`insert into post_media (post_id, content_id, position)
    select p.id, c.id, 0 from posts p join content_items c on c.user_id = p.user_id
      where p.platform = 'instagram' and p.text like ${`Publication de mesure ${input.tag} %`}`);
  const ids = posts.map((row) => row.id);
  for (let index = 0; index < ids.length; index += JOBS_PER_INSERT) {
    const slice = ids.slice(index, index + JOBS_PER_INSERT);
    await boss.insert(
      PUBLISH_POST,
      slice.map((postId) => ({
        id: publishJobId(postId, 1),
        data: { postId, version: 1 },
        singletonKey: `${postId}:1`,
        startAfter: input.dueAt,
      })),
    );
  }
  await db.execute(sql`update posts set publish_job_id = j.job_id
    from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${ids.map((id) => publishJobId(id, 1)).join(',')}}`}::text[])
      as j(post_id, job_id)
    where posts.id = j.post_id`);
  return ids;
}

/** Moves the tagged posts and their waiting jobs to `dueAt`, then vacuums what the move left behind. */
export async function moveDue(db: Database, tag: string, dueAt: Date) {
  const due = dueAt.toISOString();
  await db.execute(sql`update posts set scheduled_at = ${due}::timestamptz
    where text like ${`Publication de mesure ${tag} %`} and status = 'scheduled'`);
  await db.execute(sql`update pgboss.job set start_after = ${due}::timestamptz
    where name = ${PUBLISH_POST} and state = 'created' and start_after > now()`);
  await db.execute(sql`vacuum (analyze) posts, post_media, pgboss.job`);
}

/** The run's accounts and, by cascade, everything they own, from a database that outlives the run. */
export async function removeAccounts(db: Database, run: string) {
  await db.execute(sql`delete from users where email like ${`publication-${run}-%`}`);
}
