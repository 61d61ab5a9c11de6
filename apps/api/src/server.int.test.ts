import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmbeddedDatabase } from './test/faults/server-process';
import { testTmpDir } from './test/test-database-names';

// The server as production runs it: compiled once to JavaScript, started by plain `node`, no loader.
const apiDir = fileURLToPath(new URL('..', import.meta.url));
let buildDir: string;
let serverJs: string;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(testTmpDir, 'build-'));
  const built = spawnSync(process.execPath, [path.join(apiDir, 'build.mjs'), buildDir], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(built.status, built.stderr).toBe(0);
  serverJs = path.join(buildDir, 'server.js');
}, 150_000);
afterAll(() => rm(buildDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the compiled server with exactly `env` (and PATH); `until` decides when to stop it with SIGTERM. */
function runServer(env: Record<string, string>, until?: (stdout: string) => Promise<void> | undefined) {
  const child = spawn(process.execPath, [serverJs], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  let stopping = false;
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    const ready = !stopping && until?.(run.stdout);
    if (!ready) return;
    stopping = true;
    void ready.finally(() => child.kill('SIGTERM'));
  });
  // Bounded: whatever happens, the child does not outlive the test.
  const guard = setTimeout(() => child.kill('SIGKILL'), 100_000);
  return new Promise<Run>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ ...run, code });
    }),
  );
}

describe('the compiled server', () => {
  it('refuses unsafe production with exit code 1 and every missing variable named', async () => {
    const run = await runServer({ NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    for (const name of [
      'JWT_SECRET',
      'MEDIA_SECRET',
      'PUBLIC_URL',
      'LEGAL_SIRET',
      'STRIPE_SECRET_KEY',
      'S3_BUCKET',
    ]) {
      expect(run.stderr).toContain(name);
    }
    expect(run.stderr).toContain('Le serveur ne démarre pas');
  }, 180_000);

  it('starts on an embedded data folder, answers /api/health, prints the banner and stops cleanly', async () => {
    const dataDir = await mkdtemp(path.join(testTmpDir, 'compiled-'));
    await seedEmbeddedDatabase(dataDir);
    let health: number | undefined;
    const run = await runServer(
      {
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      },
      (stdout) => {
        const url = /est prêt : (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
        if (!url || !stdout.includes('Ctrl+C')) return undefined;
        return fetch(`${url}/api/health`).then((response) => {
          health = response.status;
        });
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(health).toBe(200);
    expect(run.stdout).toContain('Ouverture de la base de données');
    expect(run.stdout).toContain('Administrateur : admin@plume.local');
    expect(run.stdout).toContain(`Données        : ${dataDir}`);
    const passwordFile = path.join(dataDir, 'admin-initial-password.txt');
    expect(run.stdout).toContain(`gardé aussi dans ${passwordFile}`);
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    await rm(dataDir, { recursive: true, force: true });
  }, 120_000);
});
