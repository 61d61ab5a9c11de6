// `npm run bench:core`: only the first figures of `npm run bench` (reads against the bare reference, start
// time and idle memory of each role), after building the API. Same settings: BENCH_READ_ROUNDS, BENCH_READ_SECONDS,
// BENCH_IDLE_SECONDS; BENCH_ROLES=0 leaves out the start and memory of the roles (reads only).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchReads, benchRoles, readRounds } from './core';
import { resultsFile } from './results';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (spawnSync('npm', ['run', 'build', '-w', '@plume/api'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error("la construction de l'API a échoué");
}
await benchReads(root, readRounds());
if (process.env.BENCH_ROLES !== '0') await benchRoles(root, Number(process.env.BENCH_IDLE_SECONDS ?? 30));
console.log(`\nToutes les mesures : ${path.relative(root, resultsFile)}`);
