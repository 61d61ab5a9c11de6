import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteStartParams, type DatabaseHandle } from '../db/client';
import { pgliteExtensions } from '../db/pglite-extensions';
import { databaseUrlFor } from './test-database-names';

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `plume_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(serverUrl, `create database ${name} template ${template}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const pglite = await PGlite.create({
    loadDataDir: new Blob([snapshot]),
    extensions: pgliteExtensions,
    // As the server opens it: the owners' changes are announced (db/owner-changes.ts).
    startParams: pgliteStartParams,
  });
  return openDatabase({ pglite });
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
