// Load figures (issue 10 item 7): LOAD_USERS simulated users (200) for LOAD_SECONDS (60) over a dashboard mix
// against the real app in a child process, on PGlite then on PostgreSQL. Printed: requests, errors (target 0,
// the first ones shown), p50/p99 per route and per slice of the run, throughput, the server's peak RSS, CPU
// time and SQL statements per request (the figures a busy shared machine disturbs least).
import { fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRecorder } from './load-recorder';
import { benchPostgres } from './load-postgres';
import type { LoadServerFigures, LoadServerReady } from './load-server';
import { simulateUser } from './load-users';
import { noisyJpeg } from './photos';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 200);
/** Sign-ins are spread over the first sixth of the run (10 s of 60): users arrive, they do not stampede. */
const ARRIVAL_SECONDS = SECONDS / 6;
const DATABASES = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',');
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const perRequest = (total: number, requests: number) => Number((total / Math.max(1, requests)).toFixed(2));

/** A phone-sized shop-window photo (1280×960, ~300 KB). */
const smallJpeg = () => noisyJpeg(1280, 960, 70);

async function startServer(databaseUrl: string | undefined) {
  const profile = process.env.LOAD_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`]
    : [];
  const child = fork(path.join(here, 'load-server.ts'), [], {
    cwd: path.resolve(here, '..'),
    execArgv: ['--import', 'tsx', ...profile],
    env: {
      ...process.env,
      LOAD_USERS: String(USERS),
      ...(databaseUrl ? { LOAD_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    if (child.stdout) createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serveur de charge arrêté (code ${code})`)));
  });
  const figures = () =>
    new Promise<LoadServerFigures>((resolve) => {
      child.once('message', (message) => resolve(message as LoadServerFigures));
      child.send('stop');
    });
  return { ready: JSON.parse(line) as LoadServerReady, start: () => child.send('start'), figures };
}

async function loadOnce(label: string, databaseUrl: string | undefined, photo: Buffer) {
  const server = await startServer(databaseUrl);
  const { ready } = server;
  const recorder = createRecorder();
  const startsAt = Date.now();
  const run = {
    base: `http://127.0.0.1:${ready.port}`,
    password: ready.password,
    photo,
    recorder,
    endsAt: startsAt + SECONDS * 1000,
  };
  const loadBefore = os.loadavg()[0] ?? 0;
  const clientCpu = process.cpuUsage();
  const started = performance.now();
  server.start();
  await Promise.all(
    ready.users.map((user, index) =>
      simulateUser(run, user.email, index + 1, (index / ready.users.length) * ARRIVAL_SECONDS * 1000),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  const clientUsage = process.cpuUsage(clientCpu);
  const figures = await server.figures();
  const { requests, errors } = recorder;

  console.log(
    `\nCharge, ${label} : ${USERS} utilisateurs pendant ${SECONDS} s (connexions étalées sur ${ARRIVAL_SECONDS.toFixed(0)} s, ` +
      `pause de 1 à 3 s entre deux actions, un envoi de photo par minute ; ${ready.users.length} comptes semés en ` +
      `${ready.seedSeconds.toFixed(1)} s ; charge de la machine ${loadBefore.toFixed(1)} → ${os.loadavg()[0]?.toFixed(1)} sur ${os.cpus().length} cœurs)`,
  );
  console.table(recorder.byRoute());
  console.table(recorder.bySlice(started, Math.max(1, Math.round(SECONDS / 6))));
  console.table({
    requêtes: { mesure: requests, objectif: '' },
    erreurs: {
      mesure: `${errors.length} (${((100 * errors.length) / Math.max(1, requests)).toFixed(2)} %)`,
      objectif: '0',
    },
    'débit (req/s)': { mesure: Number((requests / elapsed).toFixed(1)), objectif: '' },
    'RSS du serveur, pic (Mo)': {
      mesure: `${megabytes(figures.peakRssBytes)} (${megabytes(figures.startRssBytes)} au départ)`,
      objectif: '',
    },
    'CPU du processus Node du serveur par requête (ms)': {
      mesure: perRequest(figures.cpuMs, requests),
      objectif: '',
    },
    'instructions SQL par requête (hors transactions)': {
      mesure: perRequest(figures.sqlStatements, requests),
      objectif: '',
    },
    'CPU du client de charge (s)': {
      mesure: Number(((clientUsage.user + clientUsage.system) / 1e6).toFixed(1)),
      objectif: '',
    },
  });
  if (process.env.LOAD_QUERIES) for (const line of figures.slowestStatements) console.log(`SQL ${line}`);
  // Every figure is printed first; an error then fails the command, as the other sections do.
  if (errors.length > 0) process.exitCode = 1;
  for (const error of errors.slice(0, 5))
    console.log(`erreur : ${error.route} → ${error.status} ${error.detail}`);
}

export async function benchLoad() {
  const photo = await smallJpeg();
  if (DATABASES.includes('pglite')) await loadOnce('PGlite (base embarquée)', undefined, photo);
  if (!DATABASES.includes('postgres')) return;
  const postgres = await benchPostgres();
  if ('skipped' in postgres) {
    console.log(`\nCharge, PostgreSQL : mesure sautée — ${postgres.skipped}`);
    return;
  }
  try {
    await loadOnce('PostgreSQL', postgres.url, photo);
  } finally {
    postgres.stop();
  }
}
