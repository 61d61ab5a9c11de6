import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { EMBEDDED_DATABASE_UPKEEP, embeddedUpkeepJobs, UPKEEP_CHECK_MS } from './embedded-upkeep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
});
afterAll(async () => t.close());

const upkeep = () => t.container.jobDefinitions.find((job) => job.name === EMBEDDED_DATABASE_UPKEEP);

/** Sent to the running engine and waited for, as its nightly schedule runs it. */
async function runUpkeep() {
  const id = await t.jobs!.send(upkeep()!, {});
  await vi.waitFor(
    async () =>
      expect((await t.jobs!.boss.getJobById(EMBEDDED_DATABASE_UPKEEP, id!))?.state).toBe('completed'),
    { timeout: 10_000, interval: 50 },
  );
}

async function one<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  const { rows } = (await t.database.db.execute(query)) as unknown as { rows: Row[] };
  return rows[0] as Row;
}

/** Rows written then deleted, as the job engine's table and the sign-in counters live. */
async function churn() {
  await t.database.db.execute(sql`insert into login_attempts (key, window_start, count)
    select 'mesure-' || g, now(), 1 from generate_series(1, 2000) g`);
  await t.database.db.execute(sql`delete from login_attempts where key like 'mesure-%'`);
}

const tableBytes = async () =>
  Number(
    (await one<{ bytes: number | string }>(sql`select pg_relation_size('login_attempts') as bytes`)).bytes,
  );

const statistics = async (table: string) =>
  Number(
    (await one<{ rows: number }>(sql`select reltuples as rows from pg_class where relname = ${table}`)).rows,
  );

describe('embedded database upkeep', () => {
  it('is scheduled nightly on the embedded database only (PostgreSQL keeps itself with autovacuum)', async () => {
    if (t.database.kind !== 'pglite') {
      expect(upkeep()).toBeUndefined();
      return;
    }
    const schedules = await t.jobs!.boss.getSchedules(EMBEDDED_DATABASE_UPKEEP);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['37 3 * * *']);
  });

  it('gives the space of deleted rows back to their table, and the planner its statistics', async () => {
    if (t.database.kind !== 'pglite') return;
    await churn();
    const afterOne = await tableBytes();
    await churn();
    const afterTwo = await tableBytes();
    // Without upkeep nothing gives the space back: the same rows, written and deleted again, take new pages.
    expect(afterTwo).toBeGreaterThan(afterOne);
    expect(await statistics('posts')).toBe(-1);

    await runUpkeep();

    await churn();
    expect(await tableBytes()).toBeLessThanOrEqual(afterTwo);
    expect(await statistics('posts')).toBeGreaterThanOrEqual(0);
  });
  it("takes the whole database in the first quiet minute after a start, then only the tables past autovacuum's thresholds, never in a busy minute", async () => {
    if (t.database.kind !== 'pglite') return;
    expect(upkeep()!.alsoEvery!.intervalMs).toBe(UPKEEP_CHECK_MS);
    /** The minute's pass of a process just started, the event loop having been busy `busy` of the last minute. */
    let busy = 0.9;
    const minute = embeddedUpkeepJobs(t.database, pino({ level: 'silent' }), () => busy)[0]!.alsoEvery!;
    // The counters the pass reads are published by the database once a second at most: published now.
    const publishCounters = () => t.database.db.execute(sql`select pg_stat_force_next_flush()`);
    const passes = async (table: string) => {
      await publishCounters();
      return one<{ vacuums: number; analyses: number }>(sql`select vacuum_count as vacuums,
        analyze_count as analyses from pg_stat_user_tables where relname = ${table}`);
    };
    await churn();
    const afterOne = await tableBytes();
    await churn();
    const afterTwo = await tableBytes();
    expect(afterTwo).toBeGreaterThan(afterOne);

    await minute.run();
    await churn();
    const afterBusy = await tableBytes();
    expect(afterBusy).toBeGreaterThan(afterTwo);

    busy = 0.05;
    const postsAtStart = await passes('posts');
    await minute.run();
    // The whole database, the posts included, though nothing changed them.
    expect(Number((await passes('posts')).analyses)).toBeGreaterThan(Number(postsAtStart.analyses));
    await churn();
    expect(await tableBytes()).toBeLessThanOrEqual(afterBusy);

    const posts = await passes('posts');
    const attempts = await passes('login_attempts');
    await minute.run();
    expect(Number((await passes('login_attempts')).vacuums)).toBeGreaterThan(Number(attempts.vacuums));
    // Nothing changed the posts since: left as they were.
    expect(await passes('posts')).toEqual(posts);
  });
});
