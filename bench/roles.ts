// Start time and idle memory of each way Plume runs: the compiled server (`node apps/api/dist/server.js`, what
// production runs) in the embedded default and, on PostgreSQL, as the web and the worker role. Start time is
// spawn → `/api/health/ready` 200 (the worker, which serves no HTTP, → its « serveur prêt » log line); idle
// memory is the resident memory of the whole process tree after IDLE_SECONDS without a request.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { stagingEnv } from '@plume/api/test/production-env';
import { cpuMs, treeRssMb } from './process-tree';

export interface RoleFigures {
  role: string;
  /** On an empty database (created and migrated by this start). */
  firstStartMs: number;
  /** A restart on the same database. */
  startMs: number;
  /** CPU time the restarted process used until it was ready (moves less than the wall clock on a shared machine). */
  startCpuMs: number;
  idleRssMb: number;
}

export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningRole {
  child: ChildProcess;
  port: number;
  startMs: number;
  startCpuMs: number;
  stop(): Promise<void>;
}

/** Spawns the compiled server with `--role=<role>` and resolves once it is ready, with the time it took. */
export async function startRole(
  root: string,
  role: 'all' | 'web' | 'worker',
  env: Record<string, string>,
  dataDir: string,
): Promise<RunningRole> {
  const server = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(server)) throw new Error(`${server} absent : npm run build d'abord`);
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS: flags for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, server, `--role=${role}`], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      ...stagingEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      WORKER_HTTP_PORT: String(port), // a worker-only process answers its probes on this port
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const lines = createInterface({ input: child.stdout! });
  const readyLine = new Promise<void>((resolve) =>
    lines.on('line', (line) => {
      if (output.length < 4000) output += `${line}\n`;
      // Production logs « serveur prêt »; elsewhere the start banner says « <marque> est prêt ».
      if (line.includes('serveur prêt') || line.includes(' est prêt')) resolve();
    }),
  );
  child.stderr!.on('data', (chunk: Buffer) => {
    if (output.length < 4000) output += chunk.toString();
  });
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`rôle ${role} arrêté (code ${code}) :\n${output}`))),
  );
  const ready =
    role === 'worker'
      ? readyLine
      : (async () => {
          for (;;) {
            const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
              (response) => response.status === 200,
              () => false,
            );
            if (ok) return;
            await sleep(20);
          }
        })();
  await Promise.race([ready, exited]);
  const startMs = performance.now() - started;
  const startCpuMs = cpuMs(child.pid!);
  exited.catch(() => undefined);
  return {
    child,
    port,
    startMs,
    startCpuMs,
    stop: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/**
 * One role: a first start (the database is created and migrated), stopped, then a restart on the same
 * database, left idle, whose process tree memory is read before it is stopped.
 */
export async function measureRole(
  root: string,
  role: 'all' | 'web' | 'worker',
  env: Record<string, string>,
  idleSeconds: number,
): Promise<RoleFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `plume-bench-role-${role}-`));
  try {
    const first = await startRole(root, role, env, dataDir);
    await first.stop();
    const running = await startRole(root, role, env, dataDir);
    try {
      await sleep(idleSeconds * 1000);
      return {
        role,
        firstStartMs: first.startMs,
        startMs: running.startMs,
        startCpuMs: running.startCpuMs,
        idleRssMb: treeRssMb(running.child.pid!),
      };
    } finally {
      await running.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
