// Publishing at scale: the compiled server as two worker processes (`node apps/api/dist/server.js
// --role=worker`) on a throwaway PostgreSQL, publishing to the demonstration twins of Facebook, Instagram and
// LinkedIn (as the embedded default does). Two scenarios, seeded in SQL and through pg-boss's bulk insert:
//  1. 50,000 posts of 5,000 accounts due at the same instant: late > 60 s (target 0), lateness p50/p99/max,
//     duplicates on the twins' feeds and in the attempts (target 0), connections at peak against the bound
//     (DATABASE_POOL_MAX + JOBS_POOL_MAX per process), posts/s;
//  2. 5,000 posts due at once (one per account), PUBLISH_SCALE_BURSTS times (3): lateness p99 of each, and their
//     median, lowest and highest (target < 1 s): one burst's figure moves by a quarter from one run to the next;
//  3. a few posts due at once (PUBLISH_SCALE_FEW, 30): the delay before the engine starts on them.
// The machine's load average is printed beside every figure: on a shared machine the wall-clock figures
// understate the product; CPU time per post (workers, PostgreSQL) moves less.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { loadConfig } from '@plume/api/config';
import { openDatabase, type DatabaseHandle } from '@plume/api/db/client';
import { runMigrations } from '@plume/api/db/migrate';
import { createTokenCipher } from '@plume/api/lib/encryption';
import { stagingEnv } from '@plume/api/test/production-env';
import { benchPostgres } from './load-postgres';
import { noisyJpeg } from './photos';
import { cpuMs, treeCpuMs } from './process-tree';
import {
  BENCH_APPLICATION,
  inFlight,
  sampleConnections,
  scenarioFigures,
  statementStats,
} from './publish-scale-probe';
import { moveDue, removeAccounts, seedAccounts, seedDuePosts } from './publish-scale-seed';
import { record } from './results';
import { median, spread } from './statistics';
import { startRole, type RunningRole } from './roles';

const ACCOUNTS = Number(process.env.PUBLISH_SCALE_ACCOUNTS ?? 5_000);
const POSTS_PER_ACCOUNT = Number(process.env.PUBLISH_SCALE_POSTS_PER_ACCOUNT ?? 10);
const WORKERS = Number(process.env.PUBLISH_SCALE_WORKERS ?? 2);
/** Posts due at once in the last scenario, one per account. */
const FEW = Number(process.env.PUBLISH_SCALE_FEW ?? 30);
/** How many times the burst of one post per account is measured, one after the other. */
const BURSTS = Math.max(1, Number(process.env.PUBLISH_SCALE_BURSTS ?? 3));
/** Seconds between the move of a scenario's posts to their due instant and that instant. */
const LEAD_SECONDS = Number(process.env.PUBLISH_SCALE_LEAD_SECONDS ?? 20);
/** A scenario stops waiting this long after its due instant, whatever is left. */
const TIMEOUT_SECONDS = Number(process.env.PUBLISH_SCALE_TIMEOUT_SECONDS ?? 300);
/** Settings a run may change in the workers without changing the defaults. */
const PASSED_THROUGH = [
  'DATABASE_POOL_MAX',
  'JOBS_POOL_MAX',
  'PUBLISH_CONCURRENCY_FACEBOOK',
  'PUBLISH_CONCURRENCY_INSTAGRAM',
  'PUBLISH_CONCURRENCY_LINKEDIN',
  'PUBLISH_LEASE_SECONDS',
];

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

interface Context {
  database: DatabaseHandle;
  boss: PgBoss;
  workers: RunningRole[];
  run: string;
  bound: number;
  /** The PostgreSQL server's process, when the cluster is this benchmark's own. */
  postmaster: number | undefined;
  stats: Awaited<ReturnType<typeof statementStats>>;
}

async function scenario(context: Context, input: { tag: string; accounts: number; perAccount: number }) {
  const { database, boss, workers } = context;
  const { db } = database;
  const seedStarted = performance.now();
  const ids = await seedDuePosts(db, boss, {
    run: context.run,
    ...input,
    dueAt: new Date(Date.now() + 3_600_000),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  // A whole second, as a post's time would be (HH:MM:00 in production).
  const dueAt = new Date(Math.ceil((Date.now() + LEAD_SECONDS * 1000) / 1000) * 1000);
  await moveDue(db, input.tag, dueAt);
  const margin = (dueAt.getTime() - Date.now()) / 1000;
  if (margin < 1) console.log(`attention : posts déplacés ${(-margin).toFixed(1)} s après leur échéance`);
  await context.stats.reset();
  const loadAtDue = load();
  const workerCpu = workers.map((worker) => cpuMs(worker.child.pid!));
  const databaseCpu = context.postmaster ? treeCpuMs(context.postmaster) : 0;
  const connections = sampleConnections(db);
  const deadline = dueAt.getTime() + TIMEOUT_SECONDS * 1000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (Date.now() < dueAt.getTime()) continue;
    if ((await inFlight(db, dueAt)) === 0 || Date.now() > deadline) break;
  }
  const peak = await connections.stop();
  const workersCpuMs = workers.reduce(
    (sum, worker, index) => sum + cpuMs(worker.child.pid!) - workerCpu[index]!,
    0,
  );
  const databaseCpuMs = context.postmaster ? treeCpuMs(context.postmaster) - databaseCpu : undefined;
  const figures = await scenarioFigures(db, input.tag);
  const top = await context.stats.top(8);
  const perPost = (ms: number) => round(ms / ids.length);
  console.log(
    `\nPublication à grande échelle : ${ids.length} posts de ${input.accounts} comptes dus au même instant ` +
      `(PostgreSQL, ${workers.length} processus de tâches, jumeaux Facebook / Instagram / LinkedIn ; ` +
      `charge ${loadAtDue} à l'échéance → ${load()} à la fin, ${os.cpus().length} cœurs)`,
  );
  const lateness = figures.latenessSeconds;
  console.table({
    'posts publiés / échoués / non réglés': {
      mesure: `${figures.published} / ${figures.failed} / ${figures.unsettled}`,
      objectif: `${ids.length} / 0 / 0`,
    },
    'publiés plus de 60 s après leur heure': { mesure: figures.lateOver60s, objectif: 0 },
    'retard premier / p50 / p99 / max (s)': {
      mesure: `${round(lateness.first)} / ${round(lateness.p50)} / ${round(lateness.p99)} / ${round(lateness.max)}`,
      objectif: input.tag.startsWith('lot') ? 'p99 < 1' : input.tag === 'minute' ? 'max ≤ 60' : '',
    },
    doublons: { mesure: figures.duplicates, objectif: 0 },
    'publiés avant l’heure': { mesure: figures.early, objectif: 0 },
    'connexions PostgreSQL au pic (actives)': {
      mesure: `${peak.peak} (${peak.peakActive})`,
      objectif: `≤ ${context.bound}`,
    },
    'posts / s': { mesure: Math.round(figures.postsPerSecond), objectif: '' },
    'CPU des processus de tâches / post (ms)': { mesure: perPost(workersCpuMs), objectif: '' },
    'CPU de PostgreSQL / post (ms)': {
      mesure: databaseCpuMs === undefined ? '—' : perPost(databaseCpuMs),
      objectif: '',
    },
    'semis des posts et des tâches (s)': { mesure: round(seedSeconds, 1), objectif: '' },
  });
  const byNetwork = figures.byNetwork.map(
    (row) => `${row.platform} ${row.count} (p99 ${round(row.p99)} s, max ${round(row.max)} s)`,
  );
  console.log(`par réseau : ${byNetwork.join(' ; ')}`);
  for (const failure of figures.failures) console.log(`échecs : ${failure.count} × ${failure.reason}`);
  if (process.env.PUBLISH_SCALE_SQL !== '0') {
    for (const row of top)
      console.log(
        `SQL ${row.total_ms} ms, ${row.calls} ×, ${row.mean_ms} ms, ${row.rows} lignes : ${row.query}`,
      );
  }
  if (figures.duplicates > 0 || figures.early > 0) process.exitCode = 1;
  return {
    ...figures,
    connections: { ...peak, bound: context.bound },
    workersCpuMsPerPost: perPost(workersCpuMs),
    databaseCpuMsPerPost: databaseCpuMs === undefined ? null : perPost(databaseCpuMs),
    seedSeconds: round(seedSeconds, 1),
    loadAverageAtDue: loadAtDue,
    topStatements: top,
  };
}

/** The bursts' figures side by side: each p99, their median, lowest and highest, as the target reads them. */
function burstsSummary(bursts: Awaited<ReturnType<typeof scenario>>[]) {
  const eachP99 = bursts.map((burst) => round(burst.latenessSeconds.p99));
  const p99 = spread(eachP99);
  const medianOfMeasured = (values: (number | null)[]) => median(values.filter((value) => value !== null));
  const summary = {
    latenessP99Seconds: p99,
    postsPerSecond: median(bursts.map((burst) => Math.round(burst.postsPerSecond))),
    workersCpuMsPerPost: medianOfMeasured(bursts.map((burst) => burst.workersCpuMsPerPost)),
    databaseCpuMsPerPost: medianOfMeasured(bursts.map((burst) => burst.databaseCpuMsPerPost)),
    duplicates: bursts.reduce((sum, burst) => sum + burst.duplicates, 0),
  };
  console.log(
    `\n${bursts.length} lots de ${ACCOUNTS} posts dus au même instant : retard p99 ` +
      `${eachP99.join(' / ')} s ; médiane ${p99.median} s ` +
      `(de ${p99.min} à ${p99.max}), objectif < 1 s ; ${summary.postsPerSecond} posts/s ; CPU par post : ` +
      `processus de tâches ${summary.workersCpuMsPerPost} ms, PostgreSQL ${summary.databaseCpuMsPerPost} ms ; ` +
      `doublons ${summary.duplicates}`,
  );
  return summary;
}

function postmasterOf(dataDir: string | undefined) {
  if (!dataDir) return undefined;
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function benchPublishingScale(root: string) {
  const postgres = await benchPostgres(['shared_preload_libraries=pg_stat_statements']);
  if ('skipped' in postgres) {
    console.log(`\nPublication à grande échelle : mesure sautée — ${postgres.skipped}`);
    record('publishingScale', { skipped: postgres.skipped });
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-publication-'));
  const run = Date.now().toString(36);
  const passed = Object.fromEntries(
    PASSED_THROUGH.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  );
  // A deployment on PostgreSQL with the demonstration networks (LinkedIn's twin too): not production's rules,
  // which offer no LinkedIn without its credentials (config-production.ts).
  const env = {
    NODE_ENV: 'development',
    PLUME_DEVELOPMENT: 'true',
    DATABASE_URL: postgres.url,
    LOG_LEVEL: 'warn',
    ...passed,
  };
  const config = loadConfig({ ...stagingEnv, ...env, DATA_DIR: dataDir });
  const benchUrl = `${postgres.url}?application_name=${BENCH_APPLICATION}`;
  const database = await openDatabase({ databaseUrl: benchUrl, poolSize: 3 });
  const workers: RunningRole[] = [];
  let boss: PgBoss | undefined;
  try {
    await runMigrations(database);
    const seedStarted = performance.now();
    await seedAccounts(database.db, {
      run,
      accounts: ACCOUNTS,
      cipher: createTokenCipher(config.ENCRYPTION_KEY as string),
      mediaDir: path.join(dataDir, 'media'),
      photo: await noisyJpeg(64, 48, 70),
    });
    const accountsSeconds = (performance.now() - seedStarted) / 1000;
    for (let index = 0; index < WORKERS; index += 1)
      workers.push(await startRole(root, 'worker', env, dataDir));
    boss = new PgBoss({
      connectionString: benchUrl,
      schema: 'pgboss',
      schedule: false,
      supervise: false,
      migrate: false,
      max: 2,
    });
    await boss.start();
    const context: Context = {
      database,
      boss,
      workers,
      run,
      bound: WORKERS * (config.DATABASE_POOL_MAX + config.JOBS_POOL_MAX),
      postmaster: postmasterOf(postgres.dataDir),
      stats: await statementStats(database.db),
    };
    console.log(
      `\n${ACCOUNTS} comptes semés en ${accountsSeconds.toFixed(1)} s ; ${WORKERS} processus de tâches démarrés ` +
        `(${config.DATABASE_POOL_MAX} + ${config.JOBS_POOL_MAX} connexions au plus chacun ; concurrence ` +
        `Facebook ${config.PUBLISH_CONCURRENCY_FACEBOOK}, Instagram ${config.PUBLISH_CONCURRENCY_INSTAGRAM}, ` +
        `LinkedIn ${config.PUBLISH_CONCURRENCY_LINKEDIN}) ; ` +
        `pg_stat_statements ${context.stats.available ? 'actif' : 'absent'}`,
    );
    const minute = await scenario(context, {
      tag: 'minute',
      accounts: ACCOUNTS,
      perAccount: POSTS_PER_ACCOUNT,
    });
    const bursts = [];
    for (let index = 1; index <= BURSTS; index += 1)
      bursts.push(await scenario(context, { tag: `lot-${index}`, accounts: ACCOUNTS, perAccount: 1 }));
    const burst = burstsSummary(bursts);
    // A usual minute: a few posts due at once, where the lateness is the engine's delay to start, not its
    // throughput. PUBLISH_SCALE_FEW=0 leaves it out.
    const few =
      FEW > 0
        ? await scenario(context, { tag: 'peu', accounts: Math.min(FEW, ACCOUNTS), perAccount: 1 })
        : undefined;
    record('publishingScale', {
      accounts: ACCOUNTS,
      workers: WORKERS,
      settings: passed,
      sameMinute: minute,
      fiveThousandAtOnce: burst,
      bursts,
      ...(few ? { fewAtOnce: few } : {}),
    });
  } finally {
    for (const worker of workers) await worker.stop();
    await boss?.stop({ graceful: false, close: true });
    if (process.env.BENCH_DATABASE_URL) await removeAccounts(database.db, run);
    await database.close();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
