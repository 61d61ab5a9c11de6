import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; ping(): Promise<void>; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: Database;
      pool: pg.Pool;
      url: string;
      ping(): Promise<void>;
      close(): Promise<void>;
    };

export interface OpenDatabaseOptions {
  /** PostgreSQL (production). When absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (embedded). Ignored when `pglite` or `databaseUrl` is given. */
  dataDir?: string;
  /** An already opened PGlite instance (tests load a migrated snapshot). */
  pglite?: PGlite;
  poolSize?: number;
  /** How long a new PostgreSQL connection may take before the request fails with a 503 (default 10 s). */
  connectTimeoutMs?: number;
}

/**
 * PGlite's start parameters: its defaults, with 16 MB of shared buffers instead of 128 MB. A small business's
 * data fits many times over, and the buffers are the largest part of the embedded server's memory (they stay
 * resident once touched). docs/performance.md has the measurements. `plume.owner_notices` turns on the
 * announcements of each owner's changes (migration 0021, db/owner-changes.ts): this process is the database's
 * only client, so it hears every change.
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'plume.owner_notices=on',
];

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that accepts the connection but never answers (restarting, network cut) fails the request
      // with a 503 after this delay instead of holding it open forever (node-postgres waits without limit).
      // It also bounds the wait for a free client of the pool: ten seconds is far beyond any normal queue.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    });
    // An idle client losing its server (restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      url: options.databaseUrl,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (!options.dataDir) throw new Error('dataDir est requis pour PGlite');
    const dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
    pglite = await PGlite.create(dir, { extensions: pgliteExtensions, startParams: pgliteStartParams });
  }
  const client = pglite;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
