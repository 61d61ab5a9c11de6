// Publishing figures: 5,000 posts of 1,000 users due in the same minute, published by the real engine and the
// real Facebook publisher to a local server speaking the Graph API's wire format. Printed: time until all are
// published, duplicates, lateness p50/p99. Targets: all within 60 s, 0 duplicates, p99 lateness under 5 s.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '@plume/api/bootstrap';
import { loadConfig } from '@plume/api/config';
import { stagingEnv } from '@plume/api/test/production-env';
import { startJobEngine } from '@plume/api/jobs/engine';
import { publishJobId, publishPostJob } from '@plume/api/modules/publishing/publish-post.job';
import { postgresBenchEnv } from './postgres-env';

const USERS = 1000;
const POSTS_PER_USER = 5;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** POST /{version}/{page-id}/feed → {id}, as the Graph API answers; every message received is kept. */
async function startFakeGraph() {
  const received: { message: string; at: number }[] = [];
  let next = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push({ message: params.get('message') ?? '', at: Date.now() });
      next += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `page_${next}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type Tally = Record<'app' | 'engine', { statements: number; ms: number }> & {
  byText: Map<string, { statements: number; ms: number }>;
};

/**
 * Counts the statements sent to PGlite (ours and pg-boss's) and the time PGlite spent on them: a figure that
 * does not depend on the machine's load as much as wall-clock time. PGlite runs one statement at a time in
 * arrival order, so a statement's own time is from its end back to its start or the previous end.
 */
function countStatements(pglite: PGlite): Tally {
  const tally: Tally = {
    app: { statements: 0, ms: 0 },
    engine: { statements: 0, ms: 0 },
    byText: new Map(),
  };
  let lastEnd = 0;
  const wrap = <Fn extends (text: string, ...rest: never[]) => Promise<unknown>>(run: Fn) =>
    (async (text: string, ...rest: never[]) => {
      const started = performance.now();
      try {
        return await run(text, ...rest);
      } finally {
        const ended = performance.now();
        const own = ended - Math.max(started, lastEnd);
        lastEnd = ended;
        const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
        const entries = [tally[/pgboss\./.test(text) ? 'engine' : 'app'], tally.byText.get(key)];
        if (!entries[1]) tally.byText.set(key, (entries[1] = { statements: 0, ms: 0 }));
        for (const entry of entries) {
          if (!entry) continue;
          entry.statements += 1;
          entry.ms += own;
        }
      }
    }) as unknown as Fn;
  pglite.query = wrap(pglite.query.bind(pglite));
  pglite.exec = wrap(pglite.exec.bind(pglite));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) =>
    transaction(async (tx) => {
      tx.query = wrap(tx.query.bind(tx));
      tx.exec = wrap(tx.exec.bind(tx));
      return callback(tx);
    })) as PGlite['transaction'];
  return tally;
}

export async function benchPublishing() {
  const graph = await startFakeGraph();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plume-bench-publishing-'));
  const runtime = await bootstrap(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...stagingEnv,
      META_APP_ID: 'bench',
      META_APP_SECRET: 'bench-secret',
      META_GRAPH_URL: graph.url,
      // Another concurrency can be measured without changing the default.
      ...(process.env.PUBLISH_CONCURRENCY_FACEBOOK
        ? { PUBLISH_CONCURRENCY_FACEBOOK: process.env.PUBLISH_CONCURRENCY_FACEBOOK }
        : {}),
      // BENCH_DATABASE_URL measures on PostgreSQL instead of the embedded PGlite (an empty database).
      ...postgresBenchEnv(process.env.BENCH_DATABASE_URL),
    }),
  );
  const { container, database } = runtime;
  const { db } = database;
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const count = async (query: ReturnType<typeof sql>) =>
    (await rows<{ count: number }>(query))[0]?.count ?? 0;
  const engine = await startJobEngine({
    database,
    definitions: container.jobDefinitions,
    logger: runtime.logger,
    work: true,
    pollingIntervalSeconds: 1,
  });
  container.jobs.bind(engine);
  try {
    const token = container.social.cipher.encrypt('jeton-de-page-de-mesure');
    const far = new Date(Date.now() + 3_600_000);
    await db.execute(sql`insert into users (email, password_hash)
      select 'mesure-' || g || '@exemple.fr', 'x' from generate_series(1, ${USERS}) g`);
    await db.execute(sql`insert into social_connections (user_id, platform, account_id, account_name, access_token_encrypted)
      select id, 'facebook', 'page-' || id, 'Page de mesure', ${token} from users where email like 'mesure-%'`);
    const posts = await rows<{ id: string }>(sql`insert into posts
        (user_id, platform, title, text, month_key, planned_date, planned_time, status, validated, scheduled_at, schedule_version)
      select u.id, 'facebook', 'Mesure', 'mesure', 'janvier_2030', '2030-01-15', '10:00', 'scheduled', true, ${far.toISOString()}, 1
        from users u cross join generate_series(1, ${POSTS_PER_USER}) g where u.email like 'mesure-%'
      returning id`);
    const ids = posts.map((row) => row.id);
    // Each post's text carries its id, so the fake network can count duplicates.
    await db.execute(sql`update posts set text = 'mesure ' || id where text = 'mesure'`);
    const sendStarted = Date.now();
    for (let index = 0; index < ids.length; index += 100) {
      await Promise.all(
        ids
          .slice(index, index + 100)
          .map((id) =>
            engine.send(
              publishPostJob,
              { postId: id, version: 1 },
              { id: publishJobId(id, 1), startAfter: far },
            ),
          ),
      );
    }
    const sendSeconds = (Date.now() - sendStarted) / 1000;
    // Every post falls due in the same minute, a few seconds from now.
    const due = new Date(Date.now() + 5_000);
    await db.execute(sql`update posts set scheduled_at = ${due.toISOString()} where text like 'mesure %'`);
    await db.execute(
      sql`update pgboss.job set start_after = ${due.toISOString()} where name = ${publishPostJob.name}`,
    );

    const tally = database.kind === 'pglite' ? countStatements(database.pglite) : undefined;
    const cpuBefore = process.cpuUsage();
    const deadline = due.getTime() + 180_000;
    let published = 0;
    let lastRead = 0;
    while (Date.now() < deadline) {
      // The database is read only once the network has seen every post, so the bench's own queries do not
      // compete with the engine's while it publishes (and once a second, in case some posts fail).
      if (graph.received.length < ids.length && Date.now() - lastRead < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      lastRead = Date.now();
      published = await count(
        sql`select count(*)::int as count from posts where status in ('published', 'failed') and text like 'mesure %'`,
      );
      if (published >= ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const allDoneSeconds = (Date.now() - due.getTime()) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMsPerPost = (cpu.user + cpu.system) / 1000 / ids.length;
    // Counted before the report's own queries.
    const perPost = (figure: number) => Number((figure / ids.length).toFixed(2));
    const statements = tally && {
      'requêtes SQL / post (application)': { mesure: perPost(tally.app.statements), objectif: '' },
      'requêtes SQL / post (pg-boss)': { mesure: perPost(tally.engine.statements), objectif: '' },
      'temps SQL / post, ms (application / pg-boss)': {
        mesure: `${perPost(tally.app.ms)} / ${perPost(tally.engine.ms)}`,
        objectif: '',
      },
    };
    const failed = await count(sql`select count(*)::int as count from posts where status = 'failed'`);
    const reasons = await rows<{ reason: string; count: number }>(
      sql`select coalesce(failure_message, failure_reason) as reason, count(*)::int as count
        from posts where status = 'failed' group by 1`,
    );
    const messages = new Map<string, number>();
    for (const call of graph.received) messages.set(call.message, (messages.get(call.message) ?? 0) + 1);
    const duplicates = [...messages.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    // Lateness = when the network received the post − its scheduled time; below 0 it was published early.
    const lateness = graph.received.map((call) => (call.at - due.getTime()) / 1000).sort((a, b) => a - b);
    const early = lateness.filter((seconds) => seconds < 0).length;
    const concurrency = container.config.PUBLISH_CONCURRENCY_FACEBOOK;

    console.log(
      `\nPublication : ${ids.length} posts de ${USERS} utilisateurs dus à la même minute (${database.kind}, Graph API locale, concurrence Facebook ${concurrency})`,
    );
    console.table({
      'tous publiés (s)': { mesure: Number(allDoneSeconds.toFixed(1)), objectif: '≤ 60' },
      'posts publiés / échoués': {
        mesure: `${published - failed} / ${failed}`,
        objectif: `${ids.length} / 0`,
      },
      doublons: { mesure: duplicates, objectif: 0 },
      'publiés avant l’heure': { mesure: early, objectif: 0 },
      'posts / s': { mesure: Math.round(ids.length / allDoneSeconds), objectif: '≥ 1 000' },
      'premier publié (s)': { mesure: Number((lateness[0] ?? 0).toFixed(2)), objectif: '≥ 0' },
      'retard p50 (s)': { mesure: Number(percentile(lateness, 0.5).toFixed(2)), objectif: '' },
      'retard p99 (s)': { mesure: Number(percentile(lateness, 0.99).toFixed(2)), objectif: '< 5' },
      'envoi des 5 000 tâches (s)': { mesure: Number(sendSeconds.toFixed(1)), objectif: '' },
      'temps CPU du processus / post (ms)': { mesure: Number(cpuMsPerPost.toFixed(2)), objectif: '' },
      ...statements,
    });
    if (process.env.BENCH_SQL_DETAIL && tally) {
      const top = [...tally.byText].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
      for (const [text, { statements: n, ms }] of top) console.log(`${ms.toFixed(0)} ms ${n} × ${text}`);
    }
    for (const { reason, count: failures } of reasons) console.log(`échecs : ${failures} × ${reason}`);
  } finally {
    container.jobs.unbind();
    await engine.stop();
    await database.close();
    await graph.close();
  }
}
