import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedDestination } from './log-destination';

function collector() {
  const writes: string[] = [];
  let flushes = 0;
  return {
    writes,
    flushes: () => flushes,
    target: { write: (data: string) => void writes.push(data), flushSync: () => void (flushes += 1) },
  };
}

const limits = { maxDelayMs: 20, maxChars: 40 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batched log destination', () => {
  it('hands the lines written within the delay over in one write, in order, once it has passed', () => {
    const { writes, target } = collector();
    const destination = createBatchedDestination(target, limits);
    destination.write('un\n');
    vi.advanceTimersByTime(10);
    destination.write('deux\n');
    destination.write('trois\n');
    vi.advanceTimersByTime(9);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['un\ndeux\ntrois\n']);
  });

  it('writes a later line apart, and a line alone as it is', () => {
    const { writes, target } = collector();
    const destination = createBatchedDestination(target, limits);
    destination.write('premier\n');
    vi.advanceTimersByTime(20);
    destination.write('second\n');
    vi.advanceTimersByTime(20);
    expect(writes).toEqual(['premier\n', 'second\n']);
  });

  it('hands the lines over at once when they reach the size limit, without waiting', () => {
    const { writes, target } = collector();
    const destination = createBatchedDestination(target, limits);
    destination.write(`${'a'.repeat(25)}\n`);
    destination.write(`${'b'.repeat(25)}\n`);
    expect(writes).toEqual([`${'a'.repeat(25)}\n${'b'.repeat(25)}\n`]);
    destination.write('c\n');
    vi.advanceTimersByTime(20);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe('c\n');
  });

  it('hands the waiting lines over at once on flushSync, then flushes the target, and never twice', () => {
    const { writes, flushes, target } = collector();
    const destination = createBatchedDestination(target, limits);
    destination.write('avant la sortie\n');
    destination.flushSync();
    expect(writes).toEqual(['avant la sortie\n']);
    expect(flushes()).toBe(1);
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['avant la sortie\n']);
  });

  it('carries pino’s JSON lines whole', () => {
    const { writes, target } = collector();
    const logger = pino(
      { base: undefined, timestamp: false },
      createBatchedDestination(target, { ...limits, maxChars: 1000 }),
    );
    logger.info({ reqId: 'r-1' }, 'première');
    logger.warn('seconde');
    vi.advanceTimersByTime(20);
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      { level: 30, reqId: 'r-1', msg: 'première' },
      { level: 40, msg: 'seconde' },
    ]);
  });
});
