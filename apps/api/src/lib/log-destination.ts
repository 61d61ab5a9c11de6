import pino from 'pino';

/** What the batched lines are handed to: pino's SonicBoom destination, or a test's collector. */
export interface LineTarget {
  write(data: string): unknown;
  flushSync?(): void;
}

export interface BatchedDestination {
  write(line: string): void;
  /** Hands the lines still waiting to the target at once, and flushes it when it can. */
  flushSync(): void;
}

/** How long a line may wait for others, and how many characters are handed over at once at most. */
export interface BatchLimits {
  maxDelayMs: number;
  maxChars: number;
}

/** A line waits 20 ms at most; under load 16 K characters (about 80 access lines) go in one write. */
const LOG_BATCH: BatchLimits = { maxDelayMs: 20, maxChars: 16 * 1024 };

/**
 * The lines written within `maxDelayMs` of the first waiting one, handed to the target in one write, sooner once
 * `maxChars` are waiting. The order is kept. Under load the access lines of a hundred requests cost one write
 * to the log reader's pipe instead of one each (or one per turn of the event loop, which still woke the reader a
 * few thousand times a second); a line alone is written 20 ms late. Lines still waiting when the process exits
 * are written then (see `stdoutLines`); only a process killed outright loses them, 20 ms at most.
 */
export function createBatchedDestination(
  target: LineTarget,
  limits: BatchLimits = LOG_BATCH,
): BatchedDestination {
  let pending: string[] = [];
  let pendingChars = 0;
  let timer: NodeJS.Timeout | undefined;

  const handOver = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const data = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    pendingChars = 0;
    target.write(data);
  };

  return {
    write(line) {
      pending.push(line);
      pendingChars += line.length;
      if (pendingChars >= limits.maxChars) handOver();
      else timer ??= setTimeout(handOver, limits.maxDelayMs).unref();
    },
    flushSync() {
      handOver();
      target.flushSync?.();
    },
  };
}

let stdout: BatchedDestination | undefined;

/**
 * The process's standard output for JSON log lines: pino's own asynchronous destination (a slow reader never
 * blocks the server), fed in batches (`createBatchedDestination`). One per process; its waiting lines are written on exit, including
 * after an uncaught exception.
 */
export function stdoutLines(): BatchedDestination {
  if (!stdout) {
    const destination = createBatchedDestination(pino.destination({ dest: 1, sync: false }));
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // Standard output is closed (a broken pipe): nothing more can be written.
      }
    });
    stdout = destination;
  }
  return stdout;
}
