import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDueWaker, type DueWaker } from './due-waker';

const logger = pino({ level: 'silent' });

/** A logger whose error lines are kept, as the process would write them. */
function errorLog() {
  const errors: unknown[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
  return { log, errors };
}

/** A queue whose next job falls due at the instants given (ms on the fake clock); each look answers the wait
 * until the first of them still to come within the horizon. */
function queueDueAt(instants: number[], fail?: () => boolean) {
  const looks: number[] = [];
  return {
    looks,
    nextDue: {
      everyMs: 2_000,
      async inMs(horizonMs: number) {
        looks.push(Date.now());
        if (fail?.()) throw new Error('base indisponible');
        const next = instants.find((instant) => instant > Date.now());
        return next !== undefined && next - Date.now() <= horizonMs ? next - Date.now() : null;
      },
    },
  };
}

let waker: DueWaker | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  waker?.stop();
  waker = undefined;
  vi.useRealTimers();
});

describe('the due waker', () => {
  it('wakes the workers just after the instant a job falls due, then looks for the next one at once', async () => {
    const queue = queueDueAt([1_500, 1_800]);
    const wakes: number[] = [];
    waker = startDueWaker('q', queue.nextDue, () => wakes.push(Date.now()), logger);
    await waker.look();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(wakes).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(wakes).toHaveLength(2);
    expect(wakes[0]).toBeGreaterThanOrEqual(1_500);
    expect(wakes[0]).toBeLessThan(1_550);
    expect(wakes[1]).toBeGreaterThanOrEqual(1_800);
  });

  it('looks every `everyMs` with a horizon of two periods, and wakes nobody while nothing falls due in it', async () => {
    const queue = queueDueAt([10_000]);
    const wakes: number[] = [];
    const horizons: number[] = [];
    const nextDue = {
      everyMs: queue.nextDue.everyMs,
      inMs: (horizonMs: number) => (horizons.push(horizonMs), queue.nextDue.inMs(horizonMs)),
    };
    waker = startDueWaker('q', nextDue, () => wakes.push(Date.now()), logger);
    await vi.advanceTimersByTimeAsync(5_900);
    expect(queue.looks).toEqual([2_000, 4_000]);
    expect(horizons).toEqual([4_000, 4_000]);
    expect(wakes).toEqual([]);
    // The look at 6 s sees the job due at 10 s within its horizon.
    await vi.advanceTimersByTimeAsync(4_200);
    expect(wakes).toHaveLength(1);
    expect(wakes[0]).toBeGreaterThanOrEqual(10_000);
  });

  it('keeps one wake-up however many looks see the same instant', async () => {
    const queue = queueDueAt([3_000]);
    const wakes: number[] = [];
    waker = startDueWaker('q', queue.nextDue, () => wakes.push(Date.now()), logger);
    await waker.look();
    await waker.look();
    await vi.advanceTimersByTimeAsync(2_500);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(wakes).toHaveLength(1);
  });

  it('moves a wake-up to an earlier instant seen since, and keeps it when a look answers too late to see it', async () => {
    const instants = [3_500];
    const queue = queueDueAt(instants);
    const wakes: number[] = [];
    waker = startDueWaker('q', queue.nextDue, () => wakes.push(Date.now()), logger);
    await waker.look();
    // The post due at 3.5 s is moved to 2.5 s: the look at 2 s sees it.
    instants.splice(0, 1, 2_500);
    await vi.advanceTimersByTimeAsync(2_100);
    // It is gone from the looks' answers (as when a slow look answers after its instant): the wake-up stays.
    instants.splice(0, 1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(wakes).toHaveLength(1);
    expect(wakes[0]).toBeGreaterThanOrEqual(2_500);
    expect(wakes[0]).toBeLessThan(2_550);
  });

  it('logs a failed look, wakes nobody, and looks again at the next tick', async () => {
    let failing = true;
    const queue = queueDueAt([3_000], () => failing);
    const { log, errors } = errorLog();
    const wakes: number[] = [];
    waker = startDueWaker('q', queue.nextDue, () => wakes.push(Date.now()), log);
    await waker.look();
    expect(errors).toHaveLength(1);
    failing = false;
    await vi.advanceTimersByTimeAsync(3_100);
    expect(wakes).toHaveLength(1);
  });

  it('does not report a look that fails because the engine stopped during it', async () => {
    let reject: (error: Error) => void = () => undefined;
    const { log, errors } = errorLog();
    const nextDue = {
      everyMs: 2_000,
      inMs: () => new Promise<number | null>((_, fail) => (reject = fail)),
    };
    waker = startDueWaker('q', nextDue, () => undefined, log);
    const look = waker.look();
    waker.stop();
    reject(new Error('connexion fermée'));
    await look;
    expect(errors).toEqual([]);
  });

  it('wakes nobody once stopped, even for an instant it had already seen', async () => {
    const queue = queueDueAt([1_000]);
    const wakes: number[] = [];
    waker = startDueWaker('q', queue.nextDue, () => wakes.push(Date.now()), logger);
    await waker.look();
    waker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(wakes).toEqual([]);
    expect(queue.looks).toEqual([0]);
  });
});
