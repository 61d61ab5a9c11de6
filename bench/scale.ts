// `npm run bench:scale`: how the cost of a call grows with the data. At 1×, 10× and 100×, the measured account
// holds 72 × factor posts over the twelve months of 2027 (half with a medium), and the database holds
// 2 × factor other accounts of 72 posts each (a tenth of them scheduled and due). Printed per size, as CPU
// milliseconds per call (the steadier figure on a shared machine) and wall milliseconds (median):
// - the posts list (GET /api/posts/generated; served from its cache while nothing changed) and the list's
//   query itself (what a change costs: the cache rebuilt);
// - the month window of the list (GET /api/posts/generated?month_key=mars_2027, ADR 0024);
// - the calendar month (GET /api/calendar/posts for March);
// - the due-post sweep's query over the whole database (at most 500 rows, the sweep's batch).
// A call served by an index stays flat when only the other accounts grow; one whose answer grows with the
// account (the whole list, a month holding 6 × factor posts) grows with its answer. SCALE_FACTORS=1,10 to choose.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '@plume/api/app';
import { loadConfig } from '@plume/api/config';
import { createContainer } from '@plume/api/container';
import { openDatabase, type DatabaseHandle } from '@plume/api/db/client';
import { runMigrations } from '@plume/api/db/migrate';
import { contentItems, postMedia, posts, users } from '@plume/api/db/schema/index';
import { startJobEngine } from '@plume/api/jobs/engine';
import { createFixedClock } from '@plume/api/lib/clock';
import { loadSecrets } from '@plume/api/lib/secrets';
import { listPostsWithMedia } from '@plume/api/modules/posts/posts-list.query';
import { createPublishStateRepository } from '@plume/api/modules/publishing/publish-state.repository';
import { PUBLISH_POST } from '@plume/api/modules/publishing/publish-post.job';
import { stagingEnv } from '@plume/api/test/production-env';
import { FRENCH_MONTHS } from '@plume/contracts/months';
import { record } from './results';

const POSTS_PER_ACCOUNT = 72;
const SAMPLES = 15;
const factors = (process.env.SCALE_FACTORS ?? '1,10,100').split(',').map(Number);

type Db = DatabaseHandle['db'];

async function insertAccountPosts(db: Db, userId: string, count: number, withMedia: boolean) {
  const media = withMedia
    ? await db
        .insert(contentItems)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            userId,
            filename: `photo-${i}.jpg`,
            mimeType: 'image/jpeg',
            storageKey: `bench/${userId}/photo-${i}.jpg`,
            sizeBytes: 120_000,
          })),
        )
        .returning({ id: contentItems.id })
    : [];
  for (let start = 0; start < count; start += 2_000) {
    const size = Math.min(2_000, count - start);
    const inserted = await db
      .insert(posts)
      .values(
        Array.from({ length: size }, (_, offset) => {
          const i = start + offset;
          const month = 1 + (i % 12);
          const due = i % 10 === 0;
          return {
            userId,
            title: `Post ${i}`,
            text: 'Un texte de post ordinaire, avec quelques phrases pour peser comme un vrai post. '.repeat(
              3,
            ),
            hashtags: ['#boulangerie', '#pain'],
            status: due ? ('scheduled' as const) : ('draft' as const),
            validated: due,
            scheduledAt: due ? new Date('2027-01-01T09:00:00Z') : null,
            monthKey: `${FRENCH_MONTHS[month - 1]}_2027`,
            plannedDate: `2027-${String(month).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
            plannedTime: '10:00',
          };
        }),
      )
      .returning({ id: posts.id });
    if (media.length > 0) {
      const links = inserted.flatMap(({ id }, i) =>
        i % 2 === 0 ? [{ postId: id, contentId: media[i % 12]!.id, position: 0 }] : [],
      );
      if (links.length > 0) await db.insert(postMedia).values(links);
    }
  }
}

async function insertOtherAccounts(db: Db, count: number, size: number) {
  for (let index = 0; index < count; index += 1) {
    const [user] = await db
      .insert(users)
      .values({ email: `autre-${size}-${index}@exemple.fr`, passwordHash: 'x' })
      .returning({ id: users.id });
    await insertAccountPosts(db, user!.id, POSTS_PER_ACCOUNT, false);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(task: () => Promise<unknown>) {
  await task();
  const walls: number[] = [];
  const before = process.cpuUsage();
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    await task();
    walls.push(performance.now() - started);
  }
  const used = process.cpuUsage(before);
  return { cpuMs: (used.user + used.system) / 1000 / SAMPLES, wallMs: median(walls) };
}

async function measureSize(factor: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plume-bench-scale-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...stagingEnv });
  const database = await openDatabase({ dataDir: config.dataDir });
  await runMigrations(database);
  const clock = createFixedClock('2027-03-20T09:00:00Z');
  const secrets = await loadSecrets(config);
  const container = createContainer({ config, database, secrets, logger: pino({ level: 'silent' }), clock });
  const app = await buildApp({ container, logger: false });
  // The job engine's tables (the sweep reads them), without any worker: nothing changes the data measured.
  const jobs = await startJobEngine({
    database,
    definitions: [],
    logger: pino({ level: 'silent' }),
    work: false,
  });
  try {
    const credentials = { email: 'bench-scale@exemple.fr', password: 'mesure-de-performance' };
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: credentials });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login-robust', payload: credentials });
    const { access_token: token, user_id: userId } = login.json<{ access_token: string; user_id: string }>();
    const headers = { authorization: `Bearer ${token}` };
    const seeding = performance.now();
    await insertAccountPosts(database.db, userId, POSTS_PER_ACCOUNT * factor, true);
    await insertOtherAccounts(database.db, 2 * factor, factor);
    const seededMs = performance.now() - seeding;
    const get = (url: string) => async () => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url} : ${response.statusCode}`);
    };
    const state = createPublishStateRepository(database.db, PUBLISH_POST);
    const figures = {
      'liste (GET /api/posts/generated)': await measure(get('/api/posts/generated')),
      'liste, requête seule (cache reconstruit)': await measure(() =>
        listPostsWithMedia(database.db, userId),
      ),
      'fenêtre d’un mois (?month_key=mars_2027)': await measure(
        get(`/api/posts/generated?month_key=${encodeURIComponent('mars_2027')}`),
      ),
      'mois du calendrier (mars)': await measure(
        get('/api/calendar/posts?start_date=2027-03-01&end_date=2027-03-31'),
      ),
      'balayage des posts dus (500 au plus)': await measure(() =>
        state.dueWithoutLiveJob(new Date('2027-03-20T08:59:00Z'), 500),
      ),
    };
    const totalPosts = POSTS_PER_ACCOUNT * factor * 3;
    return {
      factor,
      accountPosts: POSTS_PER_ACCOUNT * factor,
      accounts: 1 + 2 * factor,
      totalPosts,
      seededMs,
      figures,
    };
  } finally {
    await jobs.stop();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const factor of factors) {
  const result = await measureSize(factor);
  results.push(result);
  console.log(
    `\n${factor}× : ${result.accountPosts} posts sur le compte mesuré, ${result.accounts} comptes, ${result.totalPosts} posts en base (semés en ${Math.round(result.seededMs / 1000)} s)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(result.figures).map(([name, { cpuMs, wallMs }]) => [
        name,
        { 'CPU/appel (ms)': Number(cpuMs.toFixed(2)), 'durée médiane (ms)': Number(wallMs.toFixed(2)) },
      ]),
    ),
  );
}
record('scale', { samplesPerCall: SAMPLES, sizes: results });
