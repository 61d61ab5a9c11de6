import type { z } from 'zod';

export interface JobRetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
  maxDelaySeconds?: number;
}

export interface JobContext {
  jobId: string;
  /** Number of earlier failed attempts of this job. */
  retryCount: number;
}

/** A typed job: its name, payload schema, retry policy, optional cron and handler. */
export interface JobDefinition<Payload extends object = object> {
  name: string;
  payload: z.ZodType<Payload>;
  retry: JobRetryPolicy;
  /** Recurring schedule (cron, evaluated in `cronTimezone`, default UTC). */
  cron?: string;
  cronTimezone?: string;
  /** Seconds a running job may take before it is considered lost and retried. */
  expireInSeconds?: number;
  /** pg-boss queue policy, set when the queue is created (e.g. `exclusive`: one queued or active job per singleton key). */
  policy?: 'standard' | 'exclusive';
  /** How often a working process polls this queue while sent jobs cannot wake it (default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often a working process looks for this queue's jobs that became due on their own — a start time, a
   * retry's delay — while sent jobs wake it (default 30 s: jobs sent runnable are picked up at once). */
  dueCheckSeconds?: number;
  /** When this queue's next job falls due, where the queue can tell by an index probe: the milliseconds until
   * then on the database's clock, or null when none falls due within `horizonMs`. Each working process asks
   * every `everyMs` and wakes its workers of this queue at that instant (jobs/due-waker.ts), so a job due at a
   * given second starts then instead of at the next due check. */
  nextDue?: { everyMs: number; inMs(horizonMs: number): Promise<number | null> };
  /** Jobs of this queue a working process runs at once (default 1). */
  localConcurrency?: number;
  /** Jobs this process fetches per poll and runs concurrently (each settles on its own). Default: one. */
  worker?: { batchSize: number };
  /** A check each working process also runs on its own timer, more often than a cron can (e.g. expired
   * publishing leases every 15 s). Errors are logged; the next tick runs again. */
  alsoEvery?: { intervalMs: number; run(): Promise<unknown> };
  // Method syntax keeps definitions of different payloads assignable to JobDefinition<object>.
  handler(payload: Payload, context: JobContext): Promise<void>;
}

export function defineJob<Payload extends object>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}

/** Runs the engine's statement on the caller's open transaction, so a job is sent or cancelled only if
 * that transaction commits (see jobs/transaction.ts for one built from a Drizzle transaction). */
export interface JobConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface SendOptions {
  startAfter?: Date;
  singletonKey?: string;
  /** A UUID; a second send with the same id is ignored (answers null). */
  id?: string;
  db?: JobConnection;
}

/** The small port services use: they never see the engine. */
export interface JobQueue {
  send<Payload extends object>(
    job: Pick<JobDefinition<Payload>, 'name' | 'payload'>,
    payload: Payload,
    options?: SendOptions,
  ): Promise<string | null>;
  cancel(job: Pick<JobDefinition, 'name'>, id: string, options?: { db?: JobConnection }): Promise<void>;
}
