// Data and application of the scale and list benchmarks: the embedded app in process on a fresh data dir (no
// job worker: nothing changes the data measured), an account's posts over the twelve months of 2027, other
// accounts with theirs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '@plume/api/app';
import { loadConfig } from '@plume/api/config';
import { createContainer } from '@plume/api/container';
import { openDatabase, type DatabaseHandle } from '@plume/api/db/client';
import { runMigrations } from '@plume/api/db/migrate';
import { contentItems, postMedia, posts, users } from '@plume/api/db/schema/index';
import { startJobEngine } from '@plume/api/jobs/engine';
import { createFixedClock } from '@plume/api/lib/clock';
import { loadSecrets } from '@plume/api/lib/secrets';
import { createUser } from '@plume/api/test/factories';
import { stagingEnv } from '@plume/api/test/production-env';
import { FRENCH_MONTHS } from '@plume/contracts/months';

export const POSTS_PER_ACCOUNT = 72;

export async function startDataApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plume-bench-scale-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...stagingEnv });
  const database = await openDatabase({ dataDir: config.dataDir });
  await runMigrations(database);
  const clock = createFixedClock('2027-03-20T09:00:00Z');
  const secrets = await loadSecrets(config);
  const container = createContainer({ config, database, secrets, logger: pino({ level: 'silent' }), clock });
  const app = await buildApp({ container, logger: false });
  // The job engine's tables (the sweep reads them), without any worker: nothing changes the data measured.
  const jobs = await startJobEngine({
    database,
    definitions: [],
    logger: pino({ level: 'silent' }),
    work: false,
  });
  return {
    app,
    database,
    close: async () => {
      await jobs.stop();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs an owner up through the API: their id and bearer headers. */
export async function signUp(app: Awaited<ReturnType<typeof startDataApp>>['app'], email: string) {
  const { login, headers } = await createUser(app, { email, password: 'mesure-de-performance' });
  return { userId: login.user_id, headers };
}

type Db = DatabaseHandle['db'];

export async function insertAccountPosts(db: Db, userId: string, count: number, withMedia: boolean) {
  const media = withMedia
    ? await db
        .insert(contentItems)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            userId,
            filename: `photo-${i}.jpg`,
            mimeType: 'image/jpeg',
            storageKey: `bench/${userId}/photo-${i}.jpg`,
            sizeBytes: 120_000,
          })),
        )
        .returning({ id: contentItems.id })
    : [];
  for (let start = 0; start < count; start += 2_000) {
    const size = Math.min(2_000, count - start);
    const inserted = await db
      .insert(posts)
      .values(
        Array.from({ length: size }, (_, offset) => {
          const i = start + offset;
          const month = 1 + (i % 12);
          const due = i % 10 === 0;
          return {
            userId,
            title: `Post ${i}`,
            text: 'Un texte de post ordinaire, avec quelques phrases pour peser comme un vrai post. '.repeat(
              3,
            ),
            hashtags: ['#boulangerie', '#pain'],
            status: due ? ('scheduled' as const) : ('draft' as const),
            validated: due,
            scheduledAt: due ? new Date('2027-01-01T09:00:00Z') : null,
            monthKey: `${FRENCH_MONTHS[month - 1]}_2027`,
            plannedDate: `2027-${String(month).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
            plannedTime: '10:00',
          };
        }),
      )
      .returning({ id: posts.id });
    if (media.length > 0) {
      const links = inserted.flatMap(({ id }, i) =>
        i % 2 === 0 ? [{ postId: id, contentId: media[i % 12]!.id, position: 0 }] : [],
      );
      if (links.length > 0) await db.insert(postMedia).values(links);
    }
  }
}

export async function insertOtherAccounts(db: Db, count: number, size: number) {
  for (let index = 0; index < count; index += 1) {
    const [user] = await db
      .insert(users)
      .values({ email: `autre-${size}-${index}@exemple.fr`, passwordHash: 'x' })
      .returning({ id: users.id });
    await insertAccountPosts(db, user!.id, POSTS_PER_ACCOUNT, false);
  }
}
