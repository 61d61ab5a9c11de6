// The failing tests of a run, read from the JSON reports vitest and Playwright write: printed last, so that a
// failed `npm test` or `.ci/run` says which tests failed and where their traces and screenshots are.
// Also runnable: `node scripts/lib/failures.mjs <report.json>…` prints the failures of those reports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const relative = (file) => path.relative(root, path.resolve(root, file));
const firstLine = (text) =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0] ?? '';

/** Vitest's JSON report: one entry per file, then its tests; a file that failed to load has no failing test. */
function vitestFailures(data) {
  const failures = [];
  for (const file of data.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        file: relative(file.name),
        title: test.fullName ?? test.title,
        reason: firstLine(test.failureMessages?.[0]),
      });
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push({ file: relative(file.name), title: '(le fichier)', reason: firstLine(file.message) });
    }
  }
  return failures;
}

/** Playwright's JSON report: nested suites of specs, each with its runs; attachments hold traces, screenshots. */
function playwrightFailures(data) {
  const failures = [];
  const testDir = data.config?.rootDir ?? root;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const results = test.results ?? [];
        const last = results[results.length - 1];
        const folders = new Set(
          results
            .flatMap((result) => result.attachments ?? [])
            .flatMap((a) => (a.path ? [path.dirname(a.path)] : [])),
        );
        failures.push({
          file: `${relative(path.join(testDir, spec.file))}:${spec.line}`,
          title: [...titles, spec.title].join(' › '),
          reason: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
          artifacts: [...folders].map(relative),
        });
      }
    }
    // Below a file's suite, each suite is a describe block: its title is part of the test's.
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of data.suites ?? []) visit(suite, []);
  for (const error of data.errors ?? []) {
    failures.push({ file: '(Playwright)', title: 'erreur hors test', reason: firstLine(error.message) });
  }
  return failures;
}

/** The failures a report records; none when it is missing or unreadable. */
export function failuresOf(report) {
  if (!report || !existsSync(report)) return [];
  try {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    return 'numPassedTests' in data ? vitestFailures(data) : playwrightFailures(data);
  } catch {
    return [];
  }
}

/** Prints the failures, by file then title, with the first line of the error and the traces' folder. */
export function printFailures(failures) {
  for (const failure of failures) {
    console.log(`  ✘ ${failure.file} › ${failure.title}`);
    if (failure.reason) console.log(`      ${failure.reason.slice(0, 300)}`);
    for (const folder of failure.artifacts ?? []) console.log(`      traces et captures : ${folder}/`);
  }
  if (failures.some((failure) => failure.artifacts)) {
    console.log('  Une trace s’ouvre avec : npx playwright show-trace <dossier>/trace.zip');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const failures = process.argv.slice(2).flatMap(failuresOf);
  if (failures.length > 0) {
    console.log('\nTests en échec :');
    printFailures(failures);
  }
}
