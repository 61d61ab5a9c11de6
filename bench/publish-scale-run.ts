// `npm run bench:publish`: the publishing-at-scale section of `npm run bench` alone, after building the API
// (the workers run the compiled server). Settings: PUBLISH_SCALE_* (publish-scale.ts), BENCH_NODE_ARGS.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPublishingScale } from './publish-scale';
import { resultsFile } from './results';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (spawnSync('npm', ['run', 'build', '-w', '@plume/api'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  throw new Error("la construction de l'API a échoué");
}
await benchPublishingScale(root);
console.log(`\nToutes les mesures : ${path.relative(root, resultsFile)}`);
