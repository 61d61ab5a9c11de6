// Child process of the load benchmark: the real app as `npm start` runs it (job engine included), on a fresh
// PGlite data dir or on LOAD_DATABASE_URL, seeded with the simulated users. It prints one JSON line (port and
// accounts), then answers the parent's IPC messages: 'start' opens the measuring window (CPU time, peak RSS
// sampled every 250 ms), 'stop' closes it, reports the figures and shuts down.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@plume/api/app';
import { bootstrap } from '@plume/api/bootstrap';
import { loadConfig } from '@plume/api/config';
import { stagingEnv } from '@plume/api/test/production-env';
import { startJobEngine } from '@plume/api/jobs/engine';
import { countQueries } from './load-queries';
import { LOAD_PASSWORD, removeLoadUsers, seedLoadUsers } from './load-seed';
import { postgresBenchEnv } from './postgres-env';

export interface LoadServerReady {
  port: number;
  kind: string;
  users: { id: string; email: string }[];
  password: string;
  seedSeconds: number;
}

export interface LoadServerFigures {
  peakRssBytes: number;
  startRssBytes: number;
  cpuMs: number;
  sqlStatements: number;
  slowestStatements: string[];
}

const databaseUrl = process.env.LOAD_DATABASE_URL;
const run = `${Date.now().toString(36)}${process.pid}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plume-bench-load-'));
const runtime = await bootstrap(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...stagingEnv,
    ...postgresBenchEnv(databaseUrl),
  }),
);
const { container, database, logger } = runtime;
const queries = countQueries(database);
const engine = await startJobEngine({ database, definitions: container.jobDefinitions, logger, work: true });
container.jobs.bind(engine);

const seedStarted = performance.now();
const passwordHash = await container.passwords.hash(LOAD_PASSWORD);
const users = await seedLoadUsers(database, run, Number(process.env.LOAD_USERS ?? 200), passwordHash);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await buildApp({ container, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const ready: LoadServerReady = { port, kind: database.kind, users, password: LOAD_PASSWORD, seedSeconds };
process.stdout.write(`${JSON.stringify(ready)}\n`);

let peakRssBytes = 0;
let startRssBytes = 0;
let cpuAtStart = process.cpuUsage();
let sampler: NodeJS.Timeout | undefined;
const sample = () => {
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
};

process.on('message', async (message) => {
  if (message === 'start') {
    startRssBytes = process.memoryUsage.rss();
    peakRssBytes = startRssBytes;
    cpuAtStart = process.cpuUsage();
    queries.reset();
    sampler = setInterval(sample, 250);
    return;
  }
  if (message !== 'stop') return;
  clearInterval(sampler);
  sample();
  const cpu = process.cpuUsage(cpuAtStart);
  const figures: LoadServerFigures = {
    peakRssBytes,
    startRssBytes,
    cpuMs: (cpu.user + cpu.system) / 1000,
    sqlStatements: queries.total(),
    slowestStatements: queries.top(12),
  };
  await app.close();
  if (databaseUrl) await removeLoadUsers(database, run);
  container.jobs.unbind();
  await engine.stop();
  await database.close();
  // The data dir (PGlite files, uploaded photos) only served this run.
  await rm(dataDir, { recursive: true, force: true });
  process.send?.(figures, () => process.exit(0));
});
