// Profile of GET /api/auth/me under load: the compiled server with --cpu-prof, 50 connections for
// BENCH_DURATION seconds, then the functions that used the most CPU (self time), grouped by package.
// `npx tsx bench/profile-me.ts` after `npm run build -w @plume/api`; prints the top of the profile.
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRegistration } from '@plume/contracts/testing/builders';
import { startRole } from './roles';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_DURATION ?? 8);
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'plume-profile-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-profile-data-'));
process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
const app = await startRole(root, 'all', {}, dataDir);
const base = `http://127.0.0.1:${app.port}`;
const registration = buildRegistration({
  email: 'profil@exemple.fr',
  password: 'mesure-de-performance',
  first_name: 'Profil',
  last_name: 'Essai',
});
const credentials = { email: registration.email, password: registration.password };
const post = (url: string, body: object) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
await post('/api/auth/register', registration);
const login = await post('/api/auth/login-robust', credentials);
const { access_token: token } = (await login.json()) as { access_token: string };
const url = `${base}/api/auth/me`;
await autocannon({ url, connections: 50, duration: 2, headers: { authorization: `Bearer ${token}` } });
const fromUs = Number(process.hrtime.bigint() / 1000n);
const run = await autocannon({
  url,
  connections: 50,
  duration: seconds,
  headers: { authorization: `Bearer ${token}` },
});
const toUs = Number(process.hrtime.bigint() / 1000n);
console.log(`${run.requests.total} requêtes, ${run.non2xx} non 2xx`);
await app.stop();
rmSync(dataDir, { recursive: true, force: true });

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))!;
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
// Only the samples of the measured run (the profile and hrtime share the monotonic clock): not the start,
// the migrations or the sign-in.
let at = profile.startTime;
const samples = profile.samples.filter((_id, index) => {
  at += profile.timeDeltas[index]!;
  return at >= fromUs && at <= toUs;
});
for (const id of samples) {
  const { functionName, url: source, lineNumber } = byId.get(id)!.callFrame;
  const where = source.replace(/^file:\/\//, '').replace(root, '');
  const key = `${functionName || '(anonyme)'} ${where}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + 1);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
    (where ? where.split('/').slice(0, 4).join('/') : functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
}
const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, count]) => `${((100 * count) / samples.length).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(`\nPar paquet ou dossier (temps propre) :\n${top(byPackage, 25)}`);
console.log(`\nPar fonction (temps propre) :\n${top(byFunction, 40)}`);
rmSync(profileDir, { recursive: true, force: true });
