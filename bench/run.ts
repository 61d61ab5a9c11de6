// `npm run bench`: figures measured in one run, on loopback only.
//  1. GET /api/auth/me on the real app vs a bare Fastify route, 50 connections each: req/s, p99, ratio.
//  2. Gzip size of the JavaScript the login route loads.
//  3. Lighthouse performance of the login page and the dashboard, desktop and mobile.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAccountExport } from './account';
import { benchAdmin } from './admin';
import { benchWebsiteAnalysis } from './analysis';
import { benchPayments } from './payments';
import { benchLibrary } from './library';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchPostWriter } from './post-writer';
import { benchPosts } from './posts';
import { benchPublishing } from './publishing';
import { loginRouteJs } from './web-size';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
/** Rounds alternate the two targets so that drift of the machine affects both alike; medians are kept. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

interface Servers {
  appPort: number;
  barePort: number;
  token: string;
}

async function startServers() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'servers.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serveurs de mesure arrêtés (code ${code})`)));
  });
  return { servers: JSON.parse(line) as Servers, stop: () => child.kill('SIGTERM') };
}

async function load(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url} : ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  }
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function compare(targets: Record<string, { url: string; headers: Record<string, string> }>) {
  const runs: Record<string, { requestsPerSecond: number; p99: number }[]> = {};
  for (const { url, headers } of Object.values(targets)) await load(url, headers, 2); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, { url, headers }] of Object.entries(targets)) {
      (runs[name] ??= []).push(await load(url, headers, DURATION_SECONDS));
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, results]) => [
      name,
      {
        requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
        p99: median(results.map((r) => r.p99)),
      },
    ]),
  );
}

// The app serves the current web build: rebuild it first.
if (spawnSync('npm', ['run', 'build', '-w', '@plume/web'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error("la construction de l'application web a échoué");
}
const { servers, stop } = await startServers();
try {
  const figures = await compare({
    me: {
      url: `http://127.0.0.1:${servers.appPort}/api/auth/me`,
      headers: { authorization: `Bearer ${servers.token}` },
    },
    bare: { url: `http://127.0.0.1:${servers.barePort}/bare`, headers: {} },
  });
  const me = figures.me as { requestsPerSecond: number; p99: number };
  const bare = figures.bare as { requestsPerSecond: number; p99: number };
  const ratio = me.requestsPerSecond / bare.requestsPerSecond;

  const web = await loginRouteJs(`http://127.0.0.1:${servers.appPort}/`, path.join(root, 'apps/web/dist'));

  console.log(
    `\nMesures (${CONNECTIONS} connexions, ${ROUNDS} tours alternés de ${DURATION_SECONDS} s, médianes, boucle locale)`,
  );
  console.table({
    'GET /api/auth/me': { 'req/s': Math.round(me.requestsPerSecond), 'p99 (ms)': me.p99 },
    'Fastify nu': { 'req/s': Math.round(bare.requestsPerSecond), 'p99 (ms)': bare.p99 },
  });
  console.log(`Ratio /api/auth/me ÷ Fastify nu : ${ratio.toFixed(2)} (objectif ≥ 0,40)`);
  console.log(
    `JS de la page de connexion : ${(web.gzipBytes / 1024).toFixed(1)} Ko gzip (${(web.rawBytes / 1024).toFixed(1)} Ko bruts, ${web.files.length} fichiers ; objectif ≤ 150 Ko)`,
  );
  await benchLighthouse(`http://127.0.0.1:${servers.appPort}`);
  await benchPayments(servers.appPort, servers.token, DURATION_SECONDS);
} finally {
  stop();
}
await benchWebsiteAnalysis();
await benchLibrary();
await benchAdmin(DURATION_SECONDS);
await benchPostWriter();
await benchPosts(DURATION_SECONDS);
await benchAccountExport();
await benchPublishing();
await benchLoad();
