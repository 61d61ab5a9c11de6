// What the publishing-at-scale benchmark reads from the database: the connections the worker processes hold
// (pg_stat_activity, sampled), the progress of a scenario, and, once it is over, what the networks' twins
// received (their feeds), how late, and whether any post went out twice.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@plume/api/db/client';

/** The benchmark's own connections say so, and are left out of the counts. */
export const BENCH_APPLICATION = 'plume-mesure';

const rowsOf = async <Row>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const taggedText = (tag: string) => `Publication de mesure ${tag} %`;

export interface ConnectionPeak {
  peak: number;
  peakActive: number;
  samples: number;
}

/** Samples the worker processes' connections every `everyMs` until stopped; answers the peaks. */
export function sampleConnections(db: Database, everyMs = 200) {
  const figures: ConnectionPeak = { peak: 0, peakActive: 0, samples: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const [row] = await rowsOf<{ total: number; active: number }>(
        db,
        sql`select count(*)::int as total, count(*) filter (where state <> 'idle')::int as active
          from pg_stat_activity where backend_type = 'client backend'
            and application_name <> ${BENCH_APPLICATION}`,
      );
      figures.peak = Math.max(figures.peak, row?.total ?? 0);
      figures.peakActive = Math.max(figures.peakActive, row?.active ?? 0);
      figures.samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<ConnectionPeak> {
      running = false;
      await loop;
      return figures;
    },
  };
}

/**
 * Whether the scenario may be over: none of its posts still waits (the due sweep's partial index) and no
 * attempt is open anywhere (the leases' partial index). Both read small indexes, so polling this every second
 * costs the database next to nothing, unlike counting the scenario's posts.
 */
export async function inFlight(db: Database, dueAt: Date) {
  const [row] = await rowsOf<{ waiting: number; open: number }>(
    db,
    sql`select (select count(*)::int from posts where status = 'scheduled'
          and scheduled_at = ${dueAt.toISOString()}::timestamptz) as waiting,
        (select count(*)::int from publish_attempts where finished_at is null) as open`,
  );
  return (row?.waiting ?? 0) + (row?.open ?? 0);
}

export interface ScenarioFigures {
  posts: number;
  published: number;
  failed: number;
  unsettled: number;
  /** Publications the twins received (their feeds), and how many posts they stand for. */
  received: number;
  receivedPosts: number;
  /** The same post twice in a feed, plus posts with more than one attempt recorded as published. */
  duplicates: number;
  early: number;
  lateOver60s: number;
  latenessSeconds: { first: number; p50: number; p99: number; max: number };
  /** Posts per second from the due instant to the last publication. */
  postsPerSecond: number;
  failures: { reason: string; count: number }[];
  /** Lateness on each network's twin. */
  byNetwork: { platform: string; count: number; p99: number; max: number }[];
}

/** Read once the scenario is over: feeds of the twins against the posts' scheduled times. */
export async function scenarioFigures(db: Database, tag: string): Promise<ScenarioFigures> {
  const like = taggedText(tag);
  const [feed] = await rowsOf<{
    received: number;
    received_posts: number;
    early: number;
    late: number;
    first: number;
    p50: number;
    p99: number;
    max: number;
  }>(
    db,
    sql`with seen as (
        select s.text, extract(epoch from s.published_at - p.scheduled_at)::float8 as lateness
        from sandbox_posts s join posts p on p.text = s.text and p.user_id = s.user_id
        where s.text like ${like})
      select count(*)::int as received, count(distinct text)::int as received_posts,
        count(*) filter (where lateness < 0)::int as early, count(*) filter (where lateness > 60)::int as late,
        coalesce(min(lateness), 0) as first,
        coalesce(percentile_cont(0.5) within group (order by lateness), 0) as p50,
        coalesce(percentile_cont(0.99) within group (order by lateness), 0) as p99,
        coalesce(max(lateness), 0) as max
      from seen`,
  );
  const [posts] = await rowsOf<{ total: number; published: number; failed: number; twice: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where status = 'published')::int as published,
        count(*) filter (where status = 'failed')::int as failed,
        (select count(*)::int from (select a.post_id from publish_attempts a join posts q on q.id = a.post_id
          where q.text like ${like} and a.outcome = 'published' group by a.post_id having count(*) > 1) t) as twice
      from posts where text like ${like}`,
  );
  const failures = await rowsOf<{ reason: string; count: number }>(
    db,
    sql`select coalesce(failure_message, failure_reason, '?') as reason, count(*)::int as count
      from posts where text like ${like} and status = 'failed' group by 1 order by 2 desc limit 5`,
  );
  const byNetwork = await rowsOf<{ platform: string; count: number; p99: number; max: number }>(
    db,
    sql`select s.platform, count(*)::int as count,
        percentile_cont(0.99) within group (order by extract(epoch from s.published_at - p.scheduled_at))::float8 as p99,
        max(extract(epoch from s.published_at - p.scheduled_at))::float8 as max
      from sandbox_posts s join posts p on p.text = s.text and p.user_id = s.user_id
      where s.text like ${like} group by 1 order by 1`,
  );
  const received = feed?.received ?? 0;
  const receivedPosts = feed?.received_posts ?? 0;
  const max = feed?.max ?? 0;
  const total = posts?.total ?? 0;
  return {
    posts: total,
    published: posts?.published ?? 0,
    failed: posts?.failed ?? 0,
    unsettled: total - (posts?.published ?? 0) - (posts?.failed ?? 0),
    received,
    receivedPosts,
    duplicates: received - receivedPosts + (posts?.twice ?? 0),
    early: feed?.early ?? 0,
    lateOver60s: (feed?.late ?? 0) + (total - receivedPosts),
    latenessSeconds: { first: feed?.first ?? 0, p50: feed?.p50 ?? 0, p99: feed?.p99 ?? 0, max },
    postsPerSecond: max > 0 ? received / max : 0,
    failures,
    byNetwork,
  };
}

/** pg_stat_statements, when the cluster loads it: reset before a scenario, its costliest statements after. */
export async function statementStats(db: Database) {
  const available = await db
    .execute(sql`create extension if not exists pg_stat_statements`)
    .then(() => true)
    .catch(() => false);
  return {
    available,
    reset: async () => {
      if (available) await db.execute(sql`select pg_stat_statements_reset()`);
    },
    top: async (count: number) =>
      available
        ? rowsOf<{ calls: number; total_ms: number; mean_ms: number; rows: number; query: string }>(
            db,
            sql`select calls::int, round(total_exec_time::numeric, 1)::float8 as total_ms,
                round(mean_exec_time::numeric, 2)::float8 as mean_ms, rows::int,
                left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 110) as query
              from pg_stat_statements where query not like '%pg_stat%'
              order by total_exec_time desc limit ${count}`,
          )
        : [],
  };
}
