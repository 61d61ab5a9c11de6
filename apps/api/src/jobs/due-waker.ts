import type { Logger } from 'pino';
import type { JobDefinition } from './definition';

export interface DueWaker {
  /** Looks once now (the timer looks every `everyMs` on its own). */
  look(): Promise<void>;
  stop(): void;
}

/** Timers a little past the instant: Node may fire a timer up to a millisecond early, and the engine compares
 * the database's clock with the job's start. */
const PAST_DUE_MS = 5;

/**
 * Wakes a queue's workers at the instant its next job falls due (`nextDue` of its definition), so that a job
 * due at a given second is fetched then, not at the workers' next due check. Looks every `everyMs`, and again
 * right after each wake-up for the instant after it; a look still running is shared, not repeated. The
 * workers' due check stays the safety net: a failed look is logged and changes nothing. A wake-up for a job
 * moved or published since costs one empty fetch.
 */
export function startDueWaker(
  name: string,
  nextDue: NonNullable<JobDefinition['nextDue']>,
  wake: () => void,
  logger: Logger,
): DueWaker {
  let armed: { timer: NodeJS.Timeout; at: number } | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  // A wake-up already set is kept until it fires: a look answered after its instant passed (a slow statement)
  // sees the next instant, or none, and must not cancel it. An earlier instant (a post scheduled since) replaces it.
  const arm = (inMs: number | null) => {
    if (stopped || inMs === null) return;
    const at = Date.now() + Math.max(0, inMs) + PAST_DUE_MS;
    if (armed && armed.at <= at) return;
    if (armed) clearTimeout(armed.timer);
    const timer = setTimeout(() => {
      armed = undefined;
      wake();
      void look();
    }, at - Date.now());
    timer.unref();
    armed = { timer, at };
  };
  const look = (): Promise<void> => {
    running ??= nextDue
      .inMs(2 * nextDue.everyMs)
      .then(arm, (error: unknown) => {
        // A look cut short by the engine's stop (its connections closing) is not a fault.
        if (!stopped) logger.error({ err: error, job: name }, 'prochaine échéance');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const ticker = setInterval(() => void look(), nextDue.everyMs);
  ticker.unref();
  return {
    look,
    stop() {
      stopped = true;
      clearInterval(ticker);
      if (armed) clearTimeout(armed.timer);
      armed = undefined;
    },
  };
}
