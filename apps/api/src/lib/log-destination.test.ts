import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTurnBatchedDestination } from './log-destination';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function collector() {
  const writes: string[] = [];
  let flushes = 0;
  return {
    writes,
    flushes: () => flushes,
    target: { write: (data: string) => void writes.push(data), flushSync: () => void (flushes += 1) },
  };
}

describe('turn-batched log destination', () => {
  it('hands the lines of one turn over in one write, in order, once the turn ends', async () => {
    const { writes, target } = collector();
    const destination = createTurnBatchedDestination(target);
    destination.write('un\n');
    destination.write('deux\n');
    await Promise.resolve();
    destination.write('trois\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['un\ndeux\ntrois\n']);
  });

  it('writes a later turn’s lines apart, and a line alone as it is', async () => {
    const { writes, target } = collector();
    const destination = createTurnBatchedDestination(target);
    destination.write('premier\n');
    await nextTurn();
    destination.write('second\n');
    await nextTurn();
    expect(writes).toEqual(['premier\n', 'second\n']);
  });

  it('hands the waiting lines over at once on flushSync, then flushes the target, and never twice', async () => {
    const { writes, flushes, target } = collector();
    const destination = createTurnBatchedDestination(target);
    destination.write('avant la sortie\n');
    destination.flushSync();
    expect(writes).toEqual(['avant la sortie\n']);
    expect(flushes()).toBe(1);
    await nextTurn();
    expect(writes).toEqual(['avant la sortie\n']);
  });

  it('carries pino’s JSON lines whole', async () => {
    const { writes, target } = collector();
    const logger = pino({ base: undefined, timestamp: false }, createTurnBatchedDestination(target));
    logger.info({ reqId: 'r-1' }, 'première');
    logger.warn('seconde');
    await nextTurn();
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
