// The PostgreSQL of the load benchmark: BENCH_DATABASE_URL when given, otherwise a throwaway cluster of
// Debian's postgresql (as scripts/test-postgres.sh makes one) in /tmp, on 127.0.0.1, removed afterwards.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type BenchPostgres =
  | {
      url: string;
      /** The cluster's data directory when this module made it (its postmaster.pid names the server). */
      dataDir?: string;
      stop(): void;
    }
  | { skipped: string };

const PG_ROOT = '/usr/lib/postgresql';

function serverBin() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => existsSync(path.join(PG_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  return latest ? path.join(PG_ROOT, latest, 'bin') : undefined;
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `settings`: extra `-c name=value` server settings of a cluster made here (ignored with BENCH_DATABASE_URL). */
export async function benchPostgres(settings: readonly string[] = []): Promise<BenchPostgres> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  const bin = serverBin();
  if (!bin) {
    return {
      skipped: `PostgreSQL absent (ni BENCH_DATABASE_URL ni ${PG_ROOT}/*/bin/pg_ctl ; apt-get install postgresql)`,
    };
  }
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster then belongs to the postgres system user.
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'ignore' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  }
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'plume', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = [
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`,
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return {
      skipped: `le PostgreSQL temporaire n'a pas démarré (${(error as Error).message.split('\n')[0]})`,
    };
  }
  return {
    url: `postgres://plume@127.0.0.1:${port}/postgres`,
    dataDir: data,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
