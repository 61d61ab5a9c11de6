// `npm test`: install what is missing, then typecheck, lint, format, unit, integration and e2e suites.
// Every step runs even when an earlier one fails; the summary and the exit code tell the outcome.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureFfmpeg } from './lib/ffmpeg.mjs';
import { failuresOf, printFailures } from './lib/failures.mjs';
import { assertNodeVersion, ensureDependencies, root, runNpm } from './lib/prepare.mjs';

assertNodeVersion();
ensureDependencies();
const reports = path.join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name, projects) => ({
  name,
  args: [
    'exec',
    '--',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
  report: path.join(reports, `${name}.json`),
});

const steps = [
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'format', args: ['run', 'format:check'] },
  vitest('unit', ['unit', 'web']),
  { ...vitest('integration', ['integration']), before: ensureFfmpeg },
  {
    name: 'e2e',
    args: ['run', 'test', '-w', '@plume/e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: path.join(reports, 'e2e.json'),
    before: ensureChromium,
  },
];

function countTests(step) {
  if (!step.report || !existsSync(step.report)) return undefined;
  const data = JSON.parse(readFileSync(step.report, 'utf8'));
  if ('numPassedTests' in data) return { passed: data.numPassedTests, failed: data.numFailedTests };
  const stats = data.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const ready = step.before ? step.before() : true;
  const code = ready ? runNpm(step.args, { env: step.env }) : 1;
  results.push({
    name: step.name,
    ok: code === 0,
    counts: countTests(step),
    failures: failuresOf(step.report),
  });
}

console.log('\n=== Résumé ===');
let passed = 0;
let failed = 0;
for (const result of results) {
  const counts = result.counts ? ` (${result.counts.passed} réussis, ${result.counts.failed} échoués)` : '';
  console.log(`${result.ok ? '✔' : '✘'} ${result.name}${counts}`);
  passed += result.counts?.passed ?? 0;
  failed += result.counts?.failed ?? 0;
}
const failedSteps = results.filter((result) => !result.ok);
if (failedSteps.length > 0) console.log('\n=== Échecs ===');
for (const result of failedSteps) {
  console.log(`${result.name} :`);
  if (result.failures.length > 0) printFailures(result.failures);
  else console.log('  (aucun test nommé : voir la sortie de cette étape plus haut)');
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);
