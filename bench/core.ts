// The figures an operator sees first, each server in a process of its own (the compiled server, as production
// runs it, with its production logging):
//  1. GET /api/auth/me against a bare Fastify route, 50 connections, alternating rounds: req/s, p99, CPU per
//     request, ratio (target ≥ 0.70), in the embedded default and, on PostgreSQL, in the web role; beside them a
//     bare route answering the very bytes of /api/auth/me (its headers and body), to tell what the answer's size
//     costs from what the application's work costs;
//  2. start time and idle memory of the embedded default and, on PostgreSQL, of the web and worker roles.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { buildRegistration } from '@plume/contracts/testing/builders';
import { benchPostgres, type BenchPostgres } from './load-postgres';
import { treeRssMb } from './process-tree';
import { record } from './results';
import { loadGenerator } from './generator';
import { measureRole, startRole, type RoleFigures, type RunningRole } from './roles';
import { alternate, type TargetFigures } from './rounds';
import { spread } from './statistics';

const CONNECTIONS = 50;
const registration = buildRegistration({
  email: 'bench@exemple.fr',
  password: 'mesure-de-performance',
  first_name: 'Banc',
  last_name: 'Essai',
});
const credentials = { email: registration.email, password: registration.password };

/** A bare Fastify route in its own process; with `answerFile`, answering those headers and body (bare-server.ts). */
async function startBare(here: string, answerFile?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(answerFile ? { BARE_ANSWER: answerFile } : {}) },
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`Fastify nu arrêté (code ${code})`)));
  });
  return { port: Number(line), pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

async function signIn(base: string) {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/register', registration);
  const login = await post('/api/auth/login-robust', credentials);
  if (!login.ok) throw new Error(`connexion du compte de mesure refusée (${login.status})`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Signs the measuring account in on a running server (registered there first). */
async function readTarget(app: RunningRole) {
  const token = await signIn(`http://127.0.0.1:${app.port}`);
  return {
    url: `http://127.0.0.1:${app.port}/api/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    pid: app.child.pid!,
  };
}

/** Headers the HTTP layer writes itself for any answer: the same-answer route leaves them to Fastify. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The headers and body `GET /api/auth/me` answers, written to `file` for a bare route to answer the same. */
async function recordAnswer(target: { url: string; headers: Record<string, string> }, file: string) {
  const response = await fetch(target.url, { headers: target.headers });
  if (!response.ok) throw new Error(`GET /api/auth/me refusé (${response.status})`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name)));
  writeFileSync(file, JSON.stringify({ headers, body: await response.text() }));
  return file;
}

/** The bytes of one whole answer (status line, headers and body) of a target, read on a connection of its own. */
function answerBytes(target: { url: string; headers?: Record<string, string> }): Promise<number> {
  const url = new URL(target.url);
  const lines = Object.entries(target.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n${lines.join('')}\r\n`,
      ),
    );
    socket.on('data', (chunk) => (bytes += chunk.length));
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}

/**
 * `GET /api/auth/me` in the embedded default (the target's figure) and, when a PostgreSQL is at hand, in the
 * web role as production runs it, each against the bare route, in the same alternating rounds.
 */
export async function benchReads(root: string, options: { seconds: number; rounds: number }) {
  const here = path.join(root, 'bench');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-reads-'));
  const app = await startRole(root, 'all', {}, dataDir);
  const bare = await startBare(here);
  let sameAnswer: Awaited<ReturnType<typeof startBare>> | undefined;
  let postgres: BenchPostgres | undefined;
  let web: RunningRole | undefined;
  try {
    const me = await readTarget(app);
    sameAnswer = await startBare(here, await recordAnswer(me, path.join(dataDir, 'answer.json')));
    postgres = await benchPostgres();
    if (!('skipped' in postgres)) {
      web = await startRole(root, 'web', { DATABASE_URL: postgres.url }, path.join(dataDir, 'web'));
    }
    const idleRssMb = treeRssMb(app.child.pid!);
    const figures = await alternate(
      {
        me,
        ...(web ? { web: await readTarget(web) } : {}),
        bare: { url: `http://127.0.0.1:${bare.port}/bare`, pid: bare.pid },
        sameAnswer: { url: `http://127.0.0.1:${sameAnswer.port}/bare`, pid: sameAnswer.pid },
      },
      { connections: CONNECTIONS, ...options },
    );
    const reference = figures.bare!;
    const bytes = {
      me: await answerBytes(me),
      bare: await answerBytes({ url: `http://127.0.0.1:${bare.port}/bare` }),
    };
    const ratiosTo = (base: TargetFigures, target: TargetFigures) => ({
      ratio: target.requestsPerSecond / base.requestsPerSecond,
      cpuRatio: base.cpuMsPerRequest / target.cpuMsPerRequest,
    });
    const ratios = (target: TargetFigures) => ratiosTo(reference, target);
    // Each round's own ratio, the application's round to the bare route's of the same turn: on a shared machine
    // the bare route's rounds move more than the application's, and this spread shows how far one run can stray.
    const perRound = figures.me!.rounds.map((round, index) => ratiosTo(reference.rounds[index]!, round));
    const roundRatio = spread(perRound.map((r) => r.ratio));
    const roundCpuRatio = spread(perRound.map((r) => r.cpuRatio));
    const webRatios = figures.web && ratios(figures.web);
    const answerCost = ratios(figures.sameAnswer!);
    const workCost = ratiosTo(figures.sameAnswer!, figures.me!);
    const result = {
      connections: CONNECTIONS,
      rounds: options.rounds,
      secondsPerRound: options.seconds,
      generator: loadGenerator(),
      me: figures.me!,
      bare: reference,
      ...ratios(figures.me!),
      roundRatio,
      roundCpuRatio,
      sameAnswer: figures.sameAnswer!,
      answerBytes: bytes,
      sameAnswerRatio: answerCost.ratio,
      sameAnswerCpuRatio: answerCost.cpuRatio,
      ratioToSameAnswer: workCost.ratio,
      cpuRatioToSameAnswer: workCost.cpuRatio,
      ...(figures.web && webRatios
        ? { web: figures.web, webRatio: webRatios.ratio, webCpuRatio: webRatios.cpuRatio }
        : { web: { skipped: 'skipped' in postgres ? postgres.skipped : '' } }),
      rssBeforeLoadMb: idleRssMb,
      rssAfterLoadMb: treeRssMb(app.child.pid!),
    };
    console.log(
      `\nLectures (${CONNECTIONS} connexions, ${options.rounds} tours alternés de ${options.seconds} s, médianes ; chaque serveur dans son processus ; générateur ${result.generator})`,
    );
    console.table({
      'GET /api/auth/me (embarqué, PGlite)': row(figures.me!),
      ...(figures.web ? { 'GET /api/auth/me (web, PostgreSQL)': row(figures.web) } : {}),
      'Fastify nu': row(reference),
      'Fastify nu, même réponse que /api/auth/me': row(figures.sameAnswer!),
    });
    console.log(
      `Ratio req/s /api/auth/me ÷ Fastify nu : ${result.ratio.toFixed(3)} (objectif ≥ 0,70 : ${result.ratio >= 0.7 ? 'atteint' : 'manqué'}) ; ratio de CPU par requête : ${result.cpuRatio.toFixed(3)}`,
    );
    console.log(
      `Ratio de chaque tour (/api/auth/me ÷ Fastify nu, même tour) : médiane ${roundRatio.median.toFixed(3)}, de ${roundRatio.min.toFixed(3)} à ${roundRatio.max.toFixed(3)} en req/s ; médiane ${roundCpuRatio.median.toFixed(3)}, de ${roundCpuRatio.min.toFixed(3)} à ${roundCpuRatio.max.toFixed(3)} en CPU`,
    );
    console.log(
      `Ce que coûte la réponse elle-même (${bytes.me} octets contre ${bytes.bare}) : Fastify nu qui la renvoie ÷ Fastify nu ${answerCost.ratio.toFixed(3)} en req/s, ${answerCost.cpuRatio.toFixed(3)} en CPU ; ce que coûte le travail de l'application : /api/auth/me ÷ Fastify nu qui renvoie la même réponse ${workCost.ratio.toFixed(3)} en req/s, ${workCost.cpuRatio.toFixed(3)} en CPU`,
    );
    if (webRatios) {
      console.log(
        `Rôle web sur PostgreSQL : ratio req/s ${webRatios.ratio.toFixed(3)} ; ratio de CPU par requête : ${webRatios.cpuRatio.toFixed(3)}`,
      );
    }
    record('reads', result);
    return result;
  } finally {
    bare.stop();
    sameAnswer?.stop();
    await web?.stop();
    await app.stop();
    if (postgres && !('skipped' in postgres)) postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Rounds of the read comparison: more and shorter than the lists' (BENCH_ROUNDS × BENCH_DURATION), because the
 * bare route's figure moves from one round to the next on a shared machine. BENCH_READ_ROUNDS, BENCH_READ_SECONDS.
 */
export const readRounds = () => ({
  rounds: Number(process.env.BENCH_READ_ROUNDS ?? 8),
  seconds: Number(process.env.BENCH_READ_SECONDS ?? 3),
});

const row = (figures: TargetFigures) => ({
  'req/s': Math.round(figures.requestsPerSecond),
  'p99 (ms)': figures.p99Ms,
  'CPU/requête (ms)': Number(figures.cpuMsPerRequest.toFixed(3)),
  'CPU du client (%)': Math.round(figures.clientCpuPercent),
});

const targets: Record<string, { startMs: number; idleRssMb: number }> = {
  'embarqué (all, PGlite)': { startMs: 3000, idleRssMb: 200 },
  'web (PostgreSQL)': { startMs: 3000, idleRssMb: 120 },
  'worker (PostgreSQL)': { startMs: 3000, idleRssMb: 150 },
};

export async function benchRoles(root: string, idleSeconds: number) {
  const measured: Record<string, RoleFigures | { skipped: string }> = {};
  measured['embarqué (all, PGlite)'] = await measureRole(root, 'all', {}, idleSeconds);
  const postgres = await benchPostgres();
  if ('skipped' in postgres) {
    measured['web (PostgreSQL)'] = postgres;
    measured['worker (PostgreSQL)'] = postgres;
  } else {
    try {
      const env = { DATABASE_URL: postgres.url };
      measured['web (PostgreSQL)'] = await measureRole(root, 'web', env, idleSeconds);
      measured['worker (PostgreSQL)'] = await measureRole(root, 'worker', env, idleSeconds);
    } finally {
      postgres.stop();
    }
  }
  console.log(
    `\nDémarrage et mémoire (node apps/api/dist/server.js ; prêt = /api/health/ready 200, le worker : « serveur prêt » ; mémoire : RSS de l'arbre de processus après ${idleSeconds} s sans requête)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(measured).map(([name, figures]) => {
        if ('skipped' in figures) return [name, { 'non mesuré': figures.skipped }];
        const target = targets[name]!;
        return [
          name,
          {
            '1er démarrage (ms)': Math.round(figures.firstStartMs),
            'redémarrage (ms)': Math.round(figures.startMs),
            'CPU du redémarrage (ms)': Math.round(figures.startCpuMs),
            'objectif (ms)': target.startMs,
            'mémoire au repos (Mo)': Math.round(figures.idleRssMb),
            'objectif (Mo)': target.idleRssMb,
          },
        ];
      }),
    ),
  );
  record('roles', { idleSeconds, targets, measured });
  return measured;
}
