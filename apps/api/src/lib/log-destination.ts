import pino from 'pino';

/** What the batched lines are handed to: pino's SonicBoom destination, or a test's collector. */
export interface LineTarget {
  write(data: string): unknown;
  flushSync?(): void;
}

export interface TurnBatchedDestination {
  write(line: string): void;
  /** Hands the lines still waiting to the target at once, and flushes it when it can. */
  flushSync(): void;
}

/**
 * The lines written during one turn of the event loop, handed to the target in one write at the end of that
 * turn (Node's check phase, like the request gate of plugins/served-by-turn.ts). Under load, the fifty access
 * lines of a turn cost one write instead of fifty; a line alone waits only for the rest of its own turn. The
 * order is kept. Lines still waiting when the process exits are written then (see `stdoutLines`).
 */
export function createTurnBatchedDestination(target: LineTarget): TurnBatchedDestination {
  let pending: string[] = [];
  let scheduled: NodeJS.Immediate | undefined;

  const handOver = () => {
    scheduled = undefined;
    if (pending.length === 0) return;
    const data = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    target.write(data);
  };

  return {
    write(line) {
      pending.push(line);
      scheduled ??= setImmediate(handOver);
    },
    flushSync() {
      if (scheduled) clearImmediate(scheduled);
      handOver();
      target.flushSync?.();
    },
  };
}

let stdout: TurnBatchedDestination | undefined;

/**
 * The process's standard output for JSON log lines: pino's own asynchronous destination (a slow reader never
 * blocks the server), fed once per turn. One per process; its waiting lines are written on exit, including
 * after an uncaught exception.
 */
export function stdoutLines(): TurnBatchedDestination {
  if (!stdout) {
    const destination = createTurnBatchedDestination(pino.destination({ dest: 1, sync: false }));
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
