// Posts figures: an offline POST /api/posts/generate of a 30-post month end to end through the HTTP API
// (target < 200 ms) and GET /api/posts/generated with 2,000 posts (target p99 < 30 ms). The CPU time per call
// is printed beside the wall-clock figures: on a shared, loaded machine it is the steadier of the two.
import { eq } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@plume/api/app';
import { loadConfig } from '@plume/api/config';
import { stagingEnv } from '@plume/api/test/production-env';
import { createContainer } from '@plume/api/container';
import { openDatabase, type DatabaseHandle } from '@plume/api/db/client';
import { runMigrations } from '@plume/api/db/migrate';
import { contentItems, postMedia, posts } from '@plume/api/db/schema/index';
import { createFixedClock } from '@plume/api/lib/clock';
import { loadSecrets } from '@plume/api/lib/secrets';
import { connectSandboxInstagram } from '@plume/api/modules/social/social-test-helpers';
import { createUser } from '@plume/api/test/factories';
import { p99Of } from './latency';
import { median } from './statistics';

const LIST_SIZE = 2_000;
const GENERATIONS = 10;
const CPU_SAMPLES = 20;
const COLD_SAMPLES = 30;

/** The embedded app on a clock set to 20 March 2027, so that next month (April, 30 days) is open. */
async function startPostsBenchApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plume-bench-posts-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...stagingEnv });
  const database = await openDatabase({ dataDir: config.dataDir });
  await runMigrations(database);
  const clock = createFixedClock('2027-03-20T09:00:00Z');
  const secrets = await loadSecrets(config);
  const container = createContainer({ config, database, secrets, logger: pino({ level: 'silent' }), clock });
  const app = await buildApp({ container, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { app, database, clock, base, close: async () => (await app.close(), await database.close()) };
}

/**
 * The list's other posts: a plain month of text, half of them with a medium and one in ten a carousel of
 * three, so that the media lookup weighs in the figure as it does for a real owner.
 */
async function insertListPosts(db: DatabaseHandle['db'], userId: string, count: number) {
  const media = await db
    .insert(contentItems)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        userId,
        filename: `photo-${i}.jpg`,
        mimeType: 'image/jpeg',
        storageKey: `bench/photo-${i}.jpg`,
        sizeBytes: 120_000,
      })),
    )
    .returning({ id: contentItems.id });
  const inserted = await db
    .insert(posts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        title: `Post ${i}`,
        text: 'Un texte de post ordinaire, avec quelques phrases pour peser comme un vrai post. '.repeat(4),
        hashtags: ['#boulangerie', '#pain', '#artisan'],
        status: i % 2 === 0 ? ('draft' as const) : ('needs_image' as const),
        monthKey: 'mars_2027',
        plannedDate: `2027-03-${String(1 + (i % 28)).padStart(2, '0')}`,
        plannedTime: '10:00',
      })),
    )
    .returning({ id: posts.id });
  const links = inserted.flatMap(({ id }, i) => {
    if (i % 2 !== 0) return [];
    const size = i % 10 === 0 ? 3 : 1;
    return Array.from({ length: size }, (_, position) => ({
      postId: id,
      contentId: media[(i + position) % media.length]!.id,
      position,
    }));
  });
  await db.insert(postMedia).values(links);
}

/** Process CPU milliseconds (user + system) spent per call of `task`, run `count` times in a row. */
async function cpuPerCall(count: number, task: () => Promise<unknown>) {
  const before = process.cpuUsage();
  for (let index = 0; index < count; index += 1) await task();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

async function signIn(app: FastifyInstance) {
  const { login } = await createUser(app, {
    email: 'bench-posts@exemple.fr',
    password: 'mesure-de-performance',
  });
  const { access_token: token, user_id: userId } = login;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await connectSandboxInstagram(app, headers);
  // A daily rhythm on one network over the 30 days of April: 30 posts per generation.
  const payload = { posting_frequency: 'daily' };
  await app.inject({ method: 'PUT', url: '/api/business-profile', headers, payload });
  return { userId, headers };
}

/**
 * The list read right after one of its posts changed, so the cache (ADR 0014) must rebuild it: what an owner
 * waits for the first time after an edit. The change itself is not timed.
 */
async function afterEachChange(db: DatabaseHandle['db'], userId: string, url: string, authorization: string) {
  const [target] = await db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId)).limit(1);
  const timings: number[] = [];
  for (let run = 0; run < COLD_SAMPLES; run += 1) {
    await db
      .update(posts)
      .set({ title: `Titre modifié ${run}` })
      .where(eq(posts.id, target!.id));
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization } });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
  return timings;
}

export async function benchPosts(durationSeconds: number) {
  const { app, database, clock, base, close } = await startPostsBenchApp();
  try {
    const { userId, headers } = await signIn(app);
    let generated = 0;
    const generateOnce = async () => {
      clock.advance(11_000); // past the 10 s double-click guard, well within the session
      const response = await fetch(`${base}/api/posts/generate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ month_key: 'avril_2027' }),
      });
      if (!response.ok) throw new Error(`génération refusée : ${response.status} ${await response.text()}`);
      generated = ((await response.json()) as { generated: number }).generated;
    };
    await generateOnce(); // warm-up
    const timings: number[] = [];
    for (let run = 0; run < GENERATIONS; run += 1) {
      const started = performance.now();
      await generateOnce();
      timings.push(performance.now() - started);
    }
    const generateCpu = await cpuPerCall(GENERATIONS, generateOnce);

    await insertListPosts(database.db, userId, LIST_SIZE - generated);
    const listUrl = `${base}/api/posts/generated`;
    const listBytes = (await (await fetch(listUrl, { headers })).arrayBuffer()).byteLength;
    await p99Of(listUrl, headers.authorization, 1, 1); // warm-up
    const single = await p99Of(listUrl, headers.authorization, 1, durationSeconds);
    const concurrent = await p99Of(listUrl, headers.authorization, 10, durationSeconds);
    const listCpu = await cpuPerCall(CPU_SAMPLES, () =>
      app.inject({ method: 'GET', url: '/api/posts/generated', headers }),
    );
    const cold = await afterEachChange(database.db, userId, listUrl, headers.authorization);

    console.log(
      `\nPosts (charge de la machine : ${os.loadavg()[0]?.toFixed(1)} sur ${os.cpus().length} cœurs)`,
    );
    console.table({
      [`POST /api/posts/generate, mois de ${generated} posts (hors ligne)`]: {
        mesure: `médiane ${median(timings).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms ; CPU ${generateCpu.toFixed(0)} ms/appel`,
        objectif: '< 200 ms',
      },
      [`GET /api/posts/generated, ${LIST_SIZE} posts`]: {
        mesure: `${single} ; CPU ${listCpu.toFixed(0)} ms/appel ; ${(listBytes / 1e6).toFixed(2)} Mo`,
        objectif: 'p99 < 30 ms',
      },
      'idem, 10 clients simultanés (base embarquée)': { mesure: concurrent, objectif: '—' },
      'idem, juste après une modification (liste reconstruite)': {
        mesure: `médiane ${median(cold).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms sur ${cold.length}`,
        objectif: '—',
      },
    });
  } finally {
    await close();
  }
}
