import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { pgliteExtensions } from '../../db/pglite-extensions';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Fills `dataDir/db` from the migrated snapshot of the test run, so the child skips initdb (~6 s of CPU).
 * Null when the run has no PGlite snapshot (the PostgreSQL run).
 */
export async function seedEmbeddedDatabase(dataDir: string): Promise<boolean> {
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) return false;
  const pglite = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([await readFile(snapshot)]),
    extensions: pgliteExtensions,
  });
  await pglite.close();
  return true;
}

/**
 * What every process of one deployment shares besides its database: the secrets (sessions signed by one
 * process are read by the others, tokens encrypted by one are decrypted by the others). Throwaway values.
 */
export function sharedProcessEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    // A test deployment on PostgreSQL with the demonstration providers, not production (config-production.ts).
    PLUME_DEVELOPMENT: 'true',
    JWT_SECRET: 'secret-des-processus-de-test-suffisamment-long-0123',
    ENCRYPTION_KEY: 'cle-des-processus-de-test-suffisamment-longue-0123',
    MEDIA_SECRET: 'media-des-processus-de-test-suffisamment-long-0123',
  };
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** An object answering `inject()` over real HTTP, so the usual test helpers drive the child. */
  http: FastifyInstance;
  /** SIGKILL: no shutdown hook, no `finally`, exactly like a power cut or the out-of-memory killer. */
  kill(): Promise<void>;
}

/** The real server (`tsx apps/api/src/server.ts`) on `dataDir`, ready to answer: embedded mode, or the
 * PostgreSQL of `env.DATABASE_URL` (see sharedProcessEnv). The one place child servers are started. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      // A worker-role child answers its probes there: the same address whatever the role.
      WORKER_HTTP_PORT: String(port),
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await kill();
    throw error;
  }
  return { baseUrl, child, http: httpInjector(baseUrl), kill };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté au démarrage :\n${output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`le serveur ne répond pas après 110 s :\n${output()}`);
}

interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

function httpInjector(baseUrl: string): FastifyInstance {
  const injector = {
    async inject({ method = 'GET', url, headers = {}, payload }: InjectOptions) {
      const json = payload !== undefined && !Buffer.isBuffer(payload);
      const response = await fetch(new URL(url, baseUrl), {
        method,
        redirect: 'manual',
        headers: json ? { 'content-type': 'application/json', ...headers } : headers,
        body: json ? JSON.stringify(payload) : (payload as Buffer | undefined),
      });
      const body = await response.text();
      return {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        body,
        json: () => JSON.parse(body) as unknown,
      };
    },
  };
  // Only `inject` is used by the helpers this object is passed to (createUser, connectSandboxInstagram…).
  return injector as unknown as FastifyInstance;
}
