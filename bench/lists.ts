// The lists the screens read, under 50 connections: the posts list (whole and its month window), the calendar
// month, the library screen's first page and the notes, for an account of 72 posts and one of 2,000, among
// OTHER_ACCOUNTS other accounts. The compiled server runs in its own process (`node apps/api/dist/server.js`, as
// production runs it), on PGlite (embedded default, role `all`) then on PostgreSQL (role `web`); the load
// generator (wrk, else autocannon: generator.ts) runs beside it. Printed per list: sizes as they are and as sent (br), ETag and 304, then
// req/s, p50, p99 and the server's CPU ms per request (medians of alternating rounds), beside the load average.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRENCH_MONTHS } from '@plume/contracts/months';
import { benchPostgres } from './load-postgres';
import { probeList, type ListProbe } from './lists-probe';
import { OTHER_ACCOUNTS, removeListAccounts, seedLists, type ListAccountSize } from './lists-seed';
import { record } from './results';
import { treeRssMb } from './process-tree';
import { startRole } from './roles';
import { loadGenerator } from './generator';
import { alternate, type Target, type TargetFigures } from './rounds';

const CONNECTIONS = 50;
const P99_TARGET_MS = 30;
const SIZES: Record<string, ListAccountSize> = {
  '72 posts': { posts: 72, media: 12, notes: 6 },
  '2 000 posts': { posts: 2_000, media: 500, notes: 40 },
};
const DATABASES = (process.env.LISTS_DATABASES ?? 'pglite,postgres').split(',');
/** LISTS_ONLY: measure only the lists whose name holds this text (e.g. `2 000 posts · mois`), to profile one. */
const ONLY = process.env.LISTS_ONLY;

/** The calls of each screen, for the current month (UTC) as the seed places the posts around it. */
export function listCalls(now = new Date()) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const monthKey = `${FRENCH_MONTHS[month]}_${year}`;
  const first = `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
  return {
    'liste des posts': '/api/posts/generated',
    'fenêtre du mois': `/api/posts/generated?month_key=${encodeURIComponent(monthKey)}`,
    'mois du calendrier': `/api/calendar/posts?start_date=${first}&end_date=${last}`,
    'page de la bibliothèque': `/api/content/pending-temp?limit=24&offset=0&month=${encodeURIComponent(monthKey)}`,
    notes: '/api/notes',
  };
}

async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/login-robust`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`connexion de ${email} refusée (${response.status})`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

const load = () => os.loadavg().map((value) => Number(value.toFixed(1)));
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

interface DatabaseFigures {
  role: string;
  seedSeconds: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  /** Resident memory of the server's process tree right after the rounds. */
  rssAfterLoadMb: number;
  /** The same, after IDLE_SECONDS without a request (as the idle figures are read). */
  rssSettledMb: number;
  lists: Record<string, ListProbe & TargetFigures>;
}

/** Item 2 of the targets: after this load, at most 1.5 × the role's idle figure. Read twice: at once, and after
 * as long without a request as the idle figures wait (BENCH_IDLE_SECONDS, 30). Compared with 1.5 × the idle
 * target, and, in a whole `npm run bench`, with 1.5 × the idle memory measured in the same run as well. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const IDLE_TARGET_MB = { all: 200, web: 120 } as const;

async function measureOn(
  root: string,
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  options: { seconds: number; rounds: number },
): Promise<DatabaseFigures> {
  const run = `${Date.now().toString(36)}${process.pid}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-lists-'));
  try {
    const seeding = performance.now();
    const accounts = await seedLists(databaseUrl ? { databaseUrl } : { dataDir }, run, SIZES);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const role = kind === 'pglite' ? 'all' : 'web';
    const server = await startRole(root, role, databaseUrl ? { DATABASE_URL: databaseUrl } : {}, dataDir);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const targets: Record<string, Target> = {};
      const probes: Record<string, ListProbe> = {};
      for (const [size, account] of Object.entries(accounts)) {
        const authorization = await signIn(base, account.email, account.password);
        for (const [list, url] of Object.entries(listCalls())) {
          const name = `${size} · ${list}`;
          if (ONLY && !name.includes(ONLY)) continue;
          probes[name] = await probeList(`${base}${url}`, authorization);
          const headers = { authorization, 'accept-encoding': 'br, gzip' };
          targets[name] = { url: `${base}${url}`, headers, pid: server.child.pid! };
        }
      }
      const loadAverageBefore = load();
      const measured = await alternate(targets, { connections: CONNECTIONS, ...options });
      const loadAverageAfter = load();
      const rssAfterLoadMb = treeRssMb(server.child.pid!);
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const rssSettledMb = treeRssMb(server.child.pid!);
      const lists: DatabaseFigures['lists'] = {};
      for (const name of Object.keys(targets)) lists[name] = { ...probes[name]!, ...measured[name]! };
      return { role, seedSeconds, loadAverageBefore, loadAverageAfter, rssAfterLoadMb, rssSettledMb, lists };
    } finally {
      await server.stop();
    }
  } finally {
    if (databaseUrl && process.env.BENCH_DATABASE_URL) await removeListAccounts(databaseUrl, run);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Idle memory of the roles measured earlier in the same run (`npm run bench`), by role. */
export type MeasuredIdleMb = Partial<Record<keyof typeof IDLE_TARGET_MB, number>>;

interface ListsOptions {
  seconds: number;
  rounds: number;
  idleMb?: MeasuredIdleMb;
}

function memoryLine(figures: DatabaseFigures, idleMb: MeasuredIdleMb | undefined) {
  const role = figures.role as keyof typeof IDLE_TARGET_MB;
  const ceiling = 1.5 * IDLE_TARGET_MB[role];
  const measured = idleMb?.[role];
  const limit = 1.5 * (measured ?? 0);
  const held = (rssMb: number) => (rssMb <= limit ? 'tenu' : 'dépassé');
  const strict =
    measured === undefined
      ? ''
      : ` ; 1,5 × la mémoire au repos mesurée dans ce passage (${Math.round(measured)} Mo) = ${Math.round(limit)} Mo : ${held(figures.rssAfterLoadMb)} aussitôt, ${held(figures.rssSettledMb)} après ${IDLE_SECONDS} s`;
  return `Mémoire du serveur après la charge (objectif ≤ 1,5 × la cible au repos = ${ceiling} Mo) : ${Math.round(figures.rssAfterLoadMb)} Mo aussitôt, ${Math.round(figures.rssSettledMb)} Mo après ${IDLE_SECONDS} s sans requête${strict}`;
}

function print(kind: string, figures: DatabaseFigures, options: ListsOptions) {
  console.log(
    `\nListes sur ${kind} (rôle ${figures.role}, ${CONNECTIONS} connexions, ${options.rounds} tours alternés de ${options.seconds} s, médianes ; générateur ${loadGenerator()} ; ${OTHER_ACCOUNTS} autres comptes ; charge ${figures.loadAverageBefore.join(' / ')} → ${figures.loadAverageAfter.join(' / ')} sur ${os.cpus().length} cœurs)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(figures.lists).map(([name, list]) => [
        name,
        {
          'req/s': Math.round(list.requestsPerSecond),
          'p50 (ms)': list.p50Ms,
          'p99 (ms)': list.requestsPerSecond > 0 ? list.p99Ms : 'aucune réponse',
          'CPU/requête (ms)': Number(list.cpuMsPerRequest.toFixed(3)),
          'CPU du client (%)': Math.round(list.clientCpuPercent),
          'Ko (envoyés)': `${kb(list.bytes)} (${kb(list.sentBytes)} ${list.encoding})`,
          'ETag, 304': list.notModified ? 'oui' : 'NON',
          [`p99 < ${P99_TARGET_MS} ms`]:
            list.requestsPerSecond > 0 && list.p99Ms < P99_TARGET_MS ? 'oui' : 'non',
        },
      ]),
    ),
  );
  console.log(memoryLine(figures, options.idleMb));
}

export async function benchLists(root: string, options: ListsOptions) {
  const { idleMb, ...rounds } = options;
  const measured: Record<string, DatabaseFigures | { skipped: string }> = {};
  const save = () =>
    record('lists', {
      connections: CONNECTIONS,
      generator: loadGenerator(),
      p99TargetMs: P99_TARGET_MS,
      otherAccounts: OTHER_ACCOUNTS,
      sizes: SIZES,
      ...rounds,
      ...(idleMb ? { idleMeasuredMb: idleMb } : {}),
      databases: measured,
    });
  if (DATABASES.includes('pglite')) {
    measured.pglite = await measureOn(root, 'pglite', undefined, rounds);
    print('PGlite', measured.pglite, options);
    save();
  }
  if (DATABASES.includes('postgres')) {
    const postgres = await benchPostgres();
    if ('skipped' in postgres) {
      measured.postgres = postgres;
      console.log(`\nListes sur PostgreSQL : non mesurées (${postgres.skipped})`);
    } else {
      try {
        const figures = await measureOn(root, 'postgres', postgres.url, rounds);
        measured.postgres = figures;
        print('PostgreSQL', figures, options);
      } finally {
        postgres.stop();
      }
    }
    save();
  }
  return measured;
}
