import { request } from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentItem, ListContentResponse } from '@plume/contracts/library';
import { monthKeyOf, shiftMonth, yearMonthAt } from '@plume/contracts/months';
import type { GenerateResponse, GenerationStatus } from '@plume/contracts/posts';
import { connectSandboxInstagram } from '../../modules/social/social-test-helpers';
import { createUser } from '../factories';
import { serveFakeOpenAi, type FakeReply } from '../fake-openai';
import { uploadToMonth } from '../library-helpers';
import { jpeg } from '../media-fixtures';
import { generate, listPosts } from '../posts-test-helpers';
import { testTmpDir } from '../test-database-names';
import { filesUnder } from './small-disk';
import { seedEmbeddedDatabase, startServer, type ServerProcess } from './server-process';

// The real server in a child process on a PGlite DATA_DIR, killed with SIGKILL mid-work and restarted on the
// same folder. Embedded mode only: the PostgreSQL run has no PGlite snapshot and covers the database restart.
const draft = {
  title: 'Le pain du mois',
  text: 'Notre levain revient, cuit chaque matin.',
  hashtags: ['#Levain'],
};
const replies: FakeReply[] = [{ delayMs: 700, content: JSON.stringify(draft) }];
let fake: Awaited<ReturnType<typeof serveFakeOpenAi>>;
let dataDir: string;
let server: ServerProcess | undefined;
const embedded = Boolean(inject('pgliteSnapshot'));

const start = async () => {
  server = await startServer(dataDir, {
    LLM_BASE_URL: fake.baseURL,
    LLM_API_KEY: 'cle-de-test',
    LLM_WRITER_CONCURRENCY: '1',
  });
  return server;
};

beforeAll(async () => {
  fake = await serveFakeOpenAi(replies);
  dataDir = await mkdtemp(path.join(testTmpDir, 'killed-'));
  if (embedded && (await seedEmbeddedDatabase(dataDir))) await start();
}, 240_000);
afterAll(async () => {
  await server?.kill();
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends the head of a large multipart upload and keeps the request open, as a slow phone connection does. */
function startLargeUpload(baseUrl: string, headers: Record<string, string>, month: string) {
  const boundary = '----plumeinterrompu';
  const req = request(`${baseUrl}/api/content/batch-upload`, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  req.on('error', () => undefined); // the server dies under it: that is the point
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  req.write(field('attributed_month', month) + field('upload_type', 'batch'));
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="film.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  for (let i = 0; i < 8; i += 1) req.write(Buffer.alloc(256 * 1024, i));
  return req;
}

/** Resolves once the server has written part of the upload to its temporary folder. */
async function receivedBytes(uploadsDir: string): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    const files = await filesUnder(uploadsDir);
    const sizes = await Promise.all(
      files.map((file) => stat(path.join(uploadsDir, file)).then((s) => s.size)),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    if (total > 0) return total;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("le serveur n'a rien reçu de l'envoi");
}

async function library(http: ServerProcess['http'], headers: Record<string, string>) {
  const response = await http.inject({ method: 'GET', url: '/api/content/pending-temp?limit=100', headers });
  return response.json<ListContentResponse>().content;
}

describe.skipIf(!embedded)(
  'process killed mid-work (embedded mode, child process; skipped on PostgreSQL)',
  () => {
    it('during an upload: no half-received file survives the restart, the library lists only whole media', async () => {
      const { http, baseUrl } = server!;
      const user = await createUser(http);
      const month = monthKeyOf(yearMonthAt(new Date()));
      const [complete] = await uploadToMonth(http, user.headers, month, [
        { filename: 'vitrine.jpg', data: await jpeg() },
      ]);
      const uploadsDir = path.join(dataDir, 'tmp', 'uploads');
      const pending = startLargeUpload(baseUrl, user.headers, month);
      expect(await receivedBytes(uploadsDir)).toBeGreaterThan(0);
      await server!.kill();
      pending.destroy();
      expect((await filesUnder(uploadsDir)).length).toBeGreaterThan(0); // what the kill left behind

      const restarted = await start();
      expect(await readdir(uploadsDir)).toEqual([]);
      expect(await filesUnder(path.join(dataDir, 'media', '.partial'))).toEqual([]);
      const items = await library(restarted.http, user.headers);
      expect(items.map((item: ContentItem) => item.id)).toEqual([complete!.id]);
      for (const item of items) {
        // Every row's file and thumbnail are on disk and whole.
        const file = await restarted.http.inject({ method: 'GET', url: item.url });
        expect(file.statusCode).toBe(200);
        expect((await restarted.http.inject({ method: 'GET', url: item.thumb_url! })).statusCode).toBe(200);
      }
      // And every media file on disk belongs to a listed item (nothing unreferenced from the killed upload).
      const stored = await filesUnder(path.join(dataDir, 'media'));
      expect(stored.every((file) => items.some((item) => file.includes(item.id)))).toBe(true);
    }, 240_000);

    it('during a generation: no partial month, the run is not left running, the user can generate again', async () => {
      const { http } = server!;
      const user = await createUser(http);
      expect((await connectSandboxInstagram(http, user.headers)).statusCode).toBe(303);
      const monthKey = openMonth();
      const statusOf = async (via: ServerProcess) =>
        (
          await via.http.inject({
            method: 'GET',
            url: `/api/posts/generation-status?month_key=${monthKey}`,
            headers: user.headers,
          })
        ).json<GenerationStatus>();

      const running = generate(http, user.headers, { month_key: monthKey }).catch(() => null);
      await waitFor(async () => {
        const status = await statusOf(server!);
        return status.status === 'running' && status.done >= 2;
      });
      const before = await statusOf(server!);
      expect(before.done).toBeLessThan(before.total); // mid-way when the kill arrives
      await server!.kill();
      expect(await running).toBeNull();

      replies.splice(0, replies.length, { content: JSON.stringify(draft) });
      const restarted = await start();
      expect(await listPosts(restarted.http, user.headers)).toEqual([]);
      expect(await statusOf(restarted)).toMatchObject({ status: 'failed' });

      const again = await generate(restarted.http, user.headers, { month_key: monthKey });
      expect(again.statusCode).toBe(200);
      const generated = again.json<GenerateResponse>().generated;
      expect(generated).toBeGreaterThanOrEqual(before.total - 1); // the plan may lose a slot if an hour passed
      const posts = await listPosts(restarted.http, user.headers);
      expect(posts.filter((post) => post.month_key === monthKey)).toHaveLength(generated);
    }, 360_000);
  },
);

/** A month that can be generated today: the current one until the 14th, the next one from the 15th. */
function openMonth() {
  const now = new Date();
  const current = yearMonthAt(now);
  const day = Number(
    new Intl.DateTimeFormat('fr-FR', { day: 'numeric', timeZone: 'Europe/Paris' }).format(now),
  );
  return monthKeyOf(day < 15 ? current : shiftMonth(current, 1));
}

/** Waits for a state, however slow a loaded machine makes the child process; the test's own limit bounds it. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition jamais remplie');
}
