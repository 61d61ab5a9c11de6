// `npm run bench:lists`: only the lists section of `npm run bench`, after building the API. Settings:
// BENCH_DURATION (seconds per round, 5), BENCH_ROUNDS (3), LISTS_DATABASES (pglite,postgres),
// BENCH_DATABASE_URL (a PostgreSQL instead of the throwaway cluster), BENCH_NODE_ARGS (e.g. --cpu-prof).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchLists } from './lists';
import { resultsFile } from './results';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (spawnSync('npm', ['run', 'build', '-w', '@plume/api'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error("la construction de l'API a échoué");
}
await benchLists(root, {
  seconds: Number(process.env.BENCH_DURATION ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
});
console.log(`\nToutes les mesures : ${path.relative(root, resultsFile)}`);
