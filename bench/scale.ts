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
// SCALE_UPKEEP=1 measures the database as its nightly upkeep leaves it (VACUUM (ANALYZE), jobs/embedded-upkeep.ts),
// with planner statistics; by default it is measured as seeded, without any (an install's first day).
import { UPKEEP_STATEMENT } from '@plume/api/jobs/embedded-upkeep';
import { listPostsWithMedia } from '@plume/api/modules/posts/posts-list.query';
import { PUBLISH_POST } from '@plume/api/modules/publishing/publish-post.job';
import { createPublishStateRepository } from '@plume/api/modules/publishing/publish-state.repository';
import { record } from './results';
import { median } from './statistics';
import {
  insertAccountPosts,
  insertOtherAccounts,
  POSTS_PER_ACCOUNT,
  signUp,
  startDataApp,
} from './scale-data';

const SAMPLES = 15;
const factors = (process.env.SCALE_FACTORS ?? '1,10,100').split(',').map(Number);

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
  const { app, database, close } = await startDataApp();
  try {
    const { userId, headers } = await signUp(app, 'bench-scale@exemple.fr');
    const seeding = performance.now();
    await insertAccountPosts(database.db, userId, POSTS_PER_ACCOUNT * factor, true);
    await insertOtherAccounts(database.db, 2 * factor, factor);
    const seededMs = performance.now() - seeding;
    if (process.env.SCALE_UPKEEP === '1' && database.kind === 'pglite')
      await database.pglite.exec(UPKEEP_STATEMENT);
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
    await close();
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
record('scale', { samplesPerCall: SAMPLES, afterUpkeep: process.env.SCALE_UPKEEP === '1', sizes: results });
