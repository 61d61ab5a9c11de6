// `npm run bench:lists:plans -w @plume/bench`: the PostgreSQL plans of every statement the lists run, with
// their real timings (EXPLAIN ANALYZE, BUFFERS) for the 2,000-post account among OTHER_ACCOUNTS other accounts.
// PostgreSQL's auto_explain writes each plan as a notice to the client that ran the statement, so the plans are
// those of the app's own statements, parameters included, each call read once with an empty cache. Needs a
// superuser (the throwaway cluster's, or BENCH_DATABASE_URL's).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '@plume/api/app';
import { bootstrap } from '@plume/api/bootstrap';
import { loadConfig } from '@plume/api/config';
import { stagingEnv } from '@plume/api/test/production-env';
import { benchPostgres } from './load-postgres';
import { listCalls } from './lists';
import { removeListAccounts, seedLists } from './lists-seed';

const SIZE = { posts: 2_000, media: 500, notes: 40 };

async function explainEverything(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const database = (await admin.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_level': 'notice',
  };
  const set = (value: (name: string, setting: string) => string) =>
    Promise.all(Object.entries(settings).map(([name, setting]) => admin.query(value(name, setting))));
  await set((name, setting) => `alter database "${database}" set ${name} = '${setting}'`);
  return async () => {
    await set((name) => `alter database "${database}" reset ${name}`);
    await admin.end();
  };
}

const postgres = await benchPostgres();
if ('skipped' in postgres) throw new Error(postgres.skipped);
const run = `${Date.now().toString(36)}${process.pid}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-plans-'));
try {
  const accounts = await seedLists({ databaseUrl: postgres.url }, run, { '2 000 posts': SIZE });
  const stop = await explainEverything(postgres.url);
  const runtime = await bootstrap(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...stagingEnv, DATABASE_URL: postgres.url }),
  );
  const app = await buildApp({ container: runtime.container, logger: false });
  try {
    if (runtime.database.kind !== 'postgres') throw new Error('PostgreSQL attendu');
    let notices: string[] = [];
    const listening = new WeakSet<pg.PoolClient>();
    runtime.database.pool.on('acquire', (client) => {
      if (listening.has(client)) return;
      listening.add(client);
      client.on('notice', (notice) => notices.push(notice.message ?? ''));
    });
    const account = accounts['2 000 posts']!;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login-robust',
      payload: { email: account.email, password: account.password },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    for (const [name, url] of Object.entries(listCalls())) {
      notices = [];
      const response = await app.inject({ method: 'GET', url, headers });
      console.log(`\n=== ${name} : GET ${url} → ${response.statusCode} (${notices.length} instructions)`);
      for (const notice of notices) console.log(`\n${notice.trim()}`);
    }
  } finally {
    await app.close();
    await runtime.database.close();
    await stop();
  }
} finally {
  if (process.env.BENCH_DATABASE_URL) await removeListAccounts(postgres.url, run);
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
