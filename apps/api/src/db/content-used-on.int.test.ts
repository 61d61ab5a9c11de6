import { PGlite } from '@electric-sql/pglite';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';
import { pgliteExtensions } from './pglite-extensions';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The migrations folder as it was before `tag`: a database built from it holds the data of that time. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'plume-migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('migration 0020: one list of networks per medium', () => {
  it('carries each used_on_<network> flag over to the list', async () => {
    const pglite = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle({ client: pglite });
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore('0020_content-used-on') });
      const [user] = (
        await pglite.query<{ id: string }>(
          `insert into users (email, password_hash) values ('a@exemple.fr', 'x') returning id`,
        )
      ).rows;
      const item = (name: string, flags: [boolean, boolean, boolean]) =>
        pglite.query(
          `insert into content_items (user_id, filename, mime_type, storage_key, size_bytes,
             used_on_facebook, used_on_instagram, used_on_linkedin) values ($1, $2, 'image/jpeg', $2, 1, $3, $4, $5)`,
          [user!.id, name, ...flags],
        );
      await item('aucun', [false, false, false]);
      await item('instagram', [false, true, false]);
      await item('tous', [true, true, true]);
      await item('facebook-linkedin', [true, false, true]);

      await migrate(db, { migrationsFolder });

      const { rows } = await pglite.query<{ filename: string; used_on: string[] }>(
        'select filename, used_on from content_items order by filename',
      );
      expect(rows).toEqual([
        { filename: 'aucun', used_on: [] },
        { filename: 'facebook-linkedin', used_on: ['facebook', 'linkedin'] },
        { filename: 'instagram', used_on: ['instagram'] },
        { filename: 'tous', used_on: ['facebook', 'instagram', 'linkedin'] },
      ]);
      const columns = await pglite.query(
        `select 1 from information_schema.columns where table_name = 'content_items' and column_name like 'used_on_%'`,
      );
      expect(columns.rows).toHaveLength(0);
    } finally {
      await pglite.close();
    }
  });
});
