// `npm run bench`: figures measured in one run, on loopback only, all written to bench/results/latest.json.
//  1. GET /api/auth/me on the compiled server vs a bare Fastify route, each in its own process, 50 connections,
//     alternating rounds: req/s, p99, CPU per request, ratio (core.ts).
//  2. Start time and idle memory of the embedded default and of the web and worker roles on PostgreSQL.
//  3. Gzip size of the JavaScript the login route loads; Lighthouse; then each module's own benchmark, among
//     them the lists the screens read under 50 connections, each on the compiled server (lists.ts).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAccountExport } from './account';
import { benchAdmin } from './admin';
import { benchWebsiteAnalysis } from './analysis';
import { benchReads, benchRoles, readRounds } from './core';
import { benchPayments } from './payments';
import { benchLibrary } from './library';
import { benchLighthouse } from './lighthouse';
import { benchLists } from './lists';
import { benchLoad } from './load';
import { benchPostWriter } from './post-writer';
import { benchPosts } from './posts';
import { benchPublishing } from './publishing';
import { benchPublishingScale } from './publish-scale';
import { record, resultsFile } from './results';
import { loginRouteJs, routeJsLine } from './web-size';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** Seconds per round of the lists' comparison (the reads have their own: core.ts, readRounds). */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
/** Rounds alternate the lists so that drift of the machine affects them alike; medians are kept. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** How long each role stays idle before its memory is read. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

interface Servers {
  appPort: number;
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

// The servers measured are the current builds (API and web app): rebuild them first.
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error('la construction a échoué (npm run build)');
}
await benchReads(root, readRounds());
const roles = await benchRoles(root, IDLE_SECONDS);
const idleOf = (name: string) => {
  const figures = roles[name];
  return figures && !('skipped' in figures) ? figures.idleRssMb : undefined;
};
const { servers, stop } = await startServers();
try {
  const web = await loginRouteJs(`http://127.0.0.1:${servers.appPort}/`, path.join(root, 'apps/web/dist'));

  console.log(`\n${routeJsLine('JS de la page de connexion', web, 120)}`);
  record('webWeight', {
    loginGzipKb: web.gzipBytes / 1024,
    loginRawKb: web.rawBytes / 1024,
    files: web.files,
  });
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
await benchLists(root, {
  seconds: DURATION_SECONDS,
  rounds: ROUNDS,
  idleMb: { all: idleOf('embarqué (all, PGlite)'), web: idleOf('web (PostgreSQL)') },
});
await benchAccountExport();
await benchPublishing();
await benchPublishingScale(root);
await benchLoad();
console.log(`\nToutes les mesures : ${path.relative(root, resultsFile)}`);
