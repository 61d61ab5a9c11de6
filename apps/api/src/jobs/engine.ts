import { randomUUID } from 'node:crypto';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import type { JobDefinition, JobQueue } from './definition';
import { startDueWaker, type DueWaker } from './due-waker';

export interface JobEngine extends JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface JobEngineOptions {
  database: DatabaseHandle;
  definitions: readonly JobDefinition[];
  logger: Logger;
  /** Fetch and run jobs in this process (API processes may only enqueue). */
  work: boolean;
  pollingIntervalSeconds?: number;
  /** PostgreSQL connections of the engine (JOBS_POOL_MAX); PGlite shares the application's one. */
  poolMax?: number;
}

function assertRegistry(definitions: readonly JobDefinition[]) {
  const seen = new Set<string>();
  for (const definition of definitions) {
    if (typeof definition.handler !== 'function') {
      throw new Error(`Tâche « ${definition.name} » sans gestionnaire : le moteur refuse de démarrer`);
    }
    if (seen.has(definition.name)) throw new Error(`Tâche « ${definition.name} » déclarée deux fois`);
    seen.add(definition.name);
  }
}

/**
 * How often a working process looks for jobs (the engine's interval caps both: tests use 0.5 s). A job
 * runnable when it is sent wakes the workers of its queue at once (LISTEN/NOTIFY, in every process), so
 * polling only finds the jobs that became due on their own — a start time, a retry's delay, a lost
 * notification — every `dueCheckSeconds` of the definition (default 30 s). While notifications cannot
 * be heard, the queue is polled every 2 s (or its `pollingIntervalSeconds`).
 */
function pollingIntervals(options: JobEngineOptions, definition: JobDefinition) {
  const cap = options.pollingIntervalSeconds ?? Number.POSITIVE_INFINITY;
  return {
    pollingIntervalSeconds: Math.min(cap, definition.pollingIntervalSeconds ?? 2),
    notifyPollingIntervalSeconds: Math.min(cap, definition.dueCheckSeconds ?? 30),
  };
}

async function startWorker(boss: PgBoss, definition: JobDefinition, options: JobEngineOptions) {
  const { logger } = options;
  const run = async (job: { id: string; data: unknown; retryCount: number }) => {
    const payload = definition.payload.parse(job.data ?? {});
    logger.debug({ job: definition.name, id: job.id }, 'tâche démarrée');
    await definition.handler(payload, { jobId: job.id, retryCount: job.retryCount });
  };
  const intervals = pollingIntervals(options, definition);
  const batch = definition.worker;
  if (!batch) {
    await boss.work(
      definition.name,
      {
        batchSize: 1,
        includeMetadata: true,
        ...intervals,
        localConcurrency: definition.localConcurrency ?? 1,
      },
      async ([job]) => {
        if (job) await run(job);
      },
    );
    return;
  }
  // A batch runs concurrently and each job settles on its own (a failure retries that job only); full
  // batches are fetched again at once, so a backlog due in the same minute drains without polling delays.
  // A job that failed is failed here, at the attempt it was fetched at; the engine then completes the batch by
  // its ids, which leaves jobs no longer active alone. Its per-job results would instead complete the batch by a
  // join with a JSON list that the planner, from statistics taken while the jobs waited, runs once per active
  // job: 100–120 ms a batch of 400 in the first burst of 5,000 posts, against a few ms by ids.
  await boss.work(
    definition.name,
    {
      batchSize: batch.batchSize,
      burstWhenBatchFull: true,
      ...intervals,
      localConcurrency: definition.localConcurrency ?? 1,
    },
    async (jobs) => {
      const failures: { job: (typeof jobs)[number]; error: unknown }[] = [];
      await Promise.all(jobs.map((job) => run(job).catch((error: unknown) => failures.push({ job, error }))));
      for (const { job, error } of failures) {
        const message = error instanceof Error ? error.message : String(error);
        await boss.fail(definition.name, { id: job.id, retryCount: job.retryCount }, { message });
      }
    },
  );
}

/** The definitions' `alsoEvery` checks, one timer each; a tick is skipped while the previous one runs. */
function startTimers(definitions: readonly JobDefinition[], logger: Logger): NodeJS.Timeout[] {
  return definitions.flatMap((definition) => {
    const periodic = definition.alsoEvery;
    if (!periodic) return [];
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      periodic
        .run()
        .catch((error: unknown) => logger.error({ err: error, job: definition.name }, 'contrôle périodique'))
        .finally(() => {
          running = false;
        });
    }, periodic.intervalMs);
    timer.unref();
    return [timer];
  });
}

/** Each queue that tells when its next job falls due has its workers woken then, the first look at once. */
function startDueWakers(boss: PgBoss, definitions: readonly JobDefinition[], logger: Logger): DueWaker[] {
  return definitions.flatMap((definition) => {
    const { nextDue, name } = definition;
    if (!nextDue) return [];
    const wake = () => {
      for (const worker of boss.getWipData()) if (worker.name === name) boss.notifyWorker(worker.id);
    };
    const waker = startDueWaker(name, nextDue, wake, logger);
    void waker.look();
    return [waker];
  });
}

/**
 * pg-boss on the application's own database: PGlite in embedded mode (its built-in pglite backend),
 * PostgreSQL in production (any number of worker processes).
 */
export async function startJobEngine(options: JobEngineOptions): Promise<JobEngine> {
  const { database, definitions, logger } = options;
  assertRegistry(definitions);
  // A working process listens for the jobs sent (PGlite delivers within the process). On PostgreSQL the
  // listener holds a connection of its own: it is taken from JOBS_POOL_MAX, so the bound stays the same;
  // with a single connection the process polls instead.
  const poolMax = options.poolMax ?? 4;
  const listens = options.work && (database.kind === 'pglite' || poolMax >= 2);
  const common: ConstructorOptions = {
    schema: 'pgboss',
    schedule: definitions.some((d) => d.cron),
    useListenNotify: listens,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.url, max: listens ? poolMax - 1 : poolMax });
  boss.on('error', (error) => logger.error({ err: error }, 'moteur de tâches'));
  boss.on('warning', (warning: { message: string; data?: { type?: string } }) => {
    if (warning.data?.type === 'listen_notify_unavailable') {
      logger.warn(
        { detail: warning.message },
        'moteur de tâches : écoute des envois indisponible, recherche toutes les 2 s',
      );
    }
  });
  await boss.start();

  const known = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const definition of definitions) {
    const { retry } = definition;
    const queueOptions = {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      // A job sent runnable announces itself in its insert's transaction (pg_notify), whoever sends it.
      notify: true,
    };
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queueOptions);
    else
      await boss.createQueue(definition.name, { ...queueOptions, policy: definition.policy ?? 'standard' });
    if (definition.cron) {
      await boss.schedule(definition.name, definition.cron, {}, { tz: definition.cronTimezone ?? 'UTC' });
    }
    if (options.work) await startWorker(boss, definition, options);
  }
  const timers = options.work ? startTimers(definitions, logger) : [];
  const wakers = options.work ? startDueWakers(boss, definitions, logger) : [];
  // createQueue/updateQueue drop pg-boss's in-memory queue entry and the next send reloads it through the
  // engine's own connection. On PGlite (one connection) that reload would wait forever behind the caller's
  // open transaction when the send is made inside it: load every entry now, outside any transaction.
  for (const definition of definitions) await boss.findJobs(definition.name, { id: randomUUID() });

  return {
    boss,
    async send(job, payload, sendOptions = {}) {
      if (!known.has(job.name)) throw new Error(`Tâche inconnue : ${job.name}`);
      return boss.send(job.name, job.payload.parse(payload), sendOptions);
    },
    async cancel(job, id, cancelOptions = {}) {
      await boss.cancel(job.name, id, cancelOptions);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      for (const waker of wakers) waker.stop();
      await boss.stop({ graceful: true, timeout: 10_000, close: database.kind !== 'pglite' });
    },
  };
}
