// Every figure of a benchmark run in one JSON file (bench/results/latest.json, not versioned): the machine, the
// commit, and one entry per section, written as each section ends so that a run cut short keeps what it measured.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const resultsFile = path.join(here, 'results', 'latest.json');

function commit() {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: here,
      encoding: 'utf8',
    }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: here, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash} (modifications non validées)` : hash;
  } catch {
    return 'inconnu';
  }
}

const run = {
  startedAt: new Date().toISOString(),
  commit: commit(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'inconnu',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
  },
  sections: {} as Record<string, unknown>,
};

/** Adds (or replaces) one section's figures and rewrites the file. */
export function record(section: string, figures: unknown) {
  run.sections[section] = {
    ...(figures as object),
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(run, null, 2)}\n`);
}
