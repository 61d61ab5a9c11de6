import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '../../lib/clock';
import { createLeaseKeeper } from './publish-lease';

const LEASE_MS = 30_000;

function keeper(renew = vi.fn(async (_ids: readonly string[], _until: Date) => undefined)) {
  const clock = createFixedClock('2030-01-10T09:00:00Z');
  const lease = createLeaseKeeper({ renew, clock, leaseMs: LEASE_MS, logger: pino({ level: 'silent' }) });
  return { lease, renew, clock };
}

describe('lease keeper', () => {
  afterEach(() => vi.useRealTimers());

  it('renews every held lease in one call every third of the lease, and stops when idle', async () => {
    vi.useFakeTimers();
    const { lease, renew, clock } = keeper();
    let finishA!: () => void;
    let finishB!: () => void;
    const a = lease.hold('a', () => new Promise<void>((resolve) => (finishA = resolve)));
    const b = lease.hold('b', () => new Promise<void>((resolve) => (finishB = resolve)));
    clock.advance(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenLastCalledWith(['a', 'b'], new Date('2030-01-10T09:00:40Z'));
    finishA();
    await a;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenLastCalledWith(['b'], expect.any(Date));
    finishB();
    await b;
    expect(lease.held()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('releases the attempt when the work throws, and survives a failed renewal', async () => {
    const renew = vi.fn(async () => {
      throw new Error('base indisponible');
    });
    const { lease } = keeper(renew);
    await expect(
      lease.hold('a', async () => {
        await lease.beat();
        throw new Error('échec réseau');
      }),
    ).rejects.toThrow('échec réseau');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(lease.held()).toEqual([]);
  });
});
