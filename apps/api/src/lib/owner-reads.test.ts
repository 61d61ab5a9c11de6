import { describe, expect, it } from 'vitest';
import { createOwnerReads, type OwnerReads } from './owner-reads';

/** A load that counts its calls and resolves when told. */
function loader<T>(value: T) {
  let calls = 0;
  const waiting: (() => void)[] = [];
  return {
    load: () => {
      calls += 1;
      return new Promise<T>((resolve) => waiting.push(() => resolve(value)));
    },
    calls: () => calls,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('owner reads', () => {
  it('reads every time until the changes are followed', async () => {
    const reads = createOwnerReads();
    let calls = 0;
    const load = async () => (calls += 1);
    expect(await reads.read('a', 'notes', load)).toBe(1);
    expect(await reads.read('a', 'notes', load)).toBe(2);
  });

  it('keeps a read once followed, shares it with callers meanwhile, and forgets it when its owner changes', async () => {
    const reads = createOwnerReads();
    reads.follow();
    const notes = loader(['n1']);
    const first = reads.read('a', 'notes', notes.load);
    const second = reads.read('a', 'notes', notes.load);
    notes.release();
    expect(await first).toEqual(['n1']);
    expect(await second).toBe(await first);
    expect(await reads.read('a', 'notes', notes.load)).toEqual(['n1']);
    expect(notes.calls()).toBe(1);

    // Another owner's change leaves it; its owner's change drops it.
    reads.changed('b');
    await reads.read('a', 'notes', notes.load);
    expect(notes.calls()).toBe(1);
    reads.changed('a');
    const again = reads.read('a', 'notes', notes.load);
    notes.release();
    await again;
    expect(notes.calls()).toBe(2);
  });

  it('never keeps a read that was running when its owner changed', async () => {
    const reads = createOwnerReads();
    reads.follow();
    const before = loader('avant');
    const running = reads.read('a', 'k', before.load);
    reads.changed('a');
    before.release();
    expect(await running).toBe('avant');
    const after = loader('après');
    const next = reads.read('a', 'k', after.load);
    after.release();
    expect(await next).toBe('après');
  });

  it('does not keep a failed read', async () => {
    const reads = createOwnerReads();
    reads.follow();
    await expect(reads.read('a', 'k', () => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(await reads.read('a', 'k', async () => 'ok')).toBe('ok');
  });

  it('forgets everything and reads every time once it stops following', async () => {
    const reads = createOwnerReads();
    reads.follow();
    await reads.read('a', 'k', async () => 1);
    reads.stop();
    expect(await reads.read('a', 'k', async () => 2)).toBe(2);
    expect(await reads.read('a', 'k', async () => 3)).toBe(3);
  });

  it('keeps a bounded number of owners and of keys per owner, least recently used out first', async () => {
    const reads = createOwnerReads({ owners: 2, keysPerOwner: 2 });
    reads.follow();
    let calls = 0;
    const load = async () => (calls += 1);
    await reads.read('a', 'k1', load);
    await reads.read('b', 'k1', load);
    await reads.read('a', 'k1', load); // a used last: b is the oldest
    await reads.read('c', 'k1', load); // b out
    expect(calls).toBe(3);
    await reads.read('a', 'k1', load);
    expect(calls).toBe(3);
    await reads.read('b', 'k1', load);
    expect(calls).toBe(4);
    await reads.read('b', 'k2', load);
    await reads.read('b', 'k3', load); // k1 of b out
    await reads.read('b', 'k1', load);
    expect(calls).toBe(7);
  });

  describe('under a counter (PostgreSQL: nothing announced)', () => {
    it('keeps a read per counter value and reads again when the counter moved', async () => {
      const reads = createOwnerReads();
      let calls = 0;
      const load = async () => (calls += 1);
      expect(await reads.read('a', 'notes', load, 3)).toBe(1);
      expect(await reads.read('a', 'notes', load, 3)).toBe(1);
      expect(await reads.read('a', 'notes', load, 4)).toBe(2);
      expect(await reads.read('a', 'notes', load, 4)).toBe(2);
      expect(await reads.read('b', 'notes', load, 4)).toBe(3);
      // Without a counter: read every time.
      expect(await reads.read('a', 'notes', load)).toBe(4);
      expect(calls).toBe(4);
    });

    it('never lets a read begun at an older counter replace a newer one, nor keeps a failed read', async () => {
      const reads = createOwnerReads();
      expect(await reads.read('a', 'k', async () => 'v5', 5)).toBe('v5');
      // A slow request that read the counter before the change answers its own read…
      expect(await reads.read('a', 'k', async () => 'v4', 4)).toBe('v4');
      // …and the newer read stays kept.
      expect(await reads.read('a', 'k', async () => 'again', 5)).toBe('v5');
      await expect(reads.read('a', 'k', () => Promise.reject(new Error('panne')), 6)).rejects.toThrow(
        'panne',
      );
      expect(await reads.read('a', 'k', async () => 'v6', 6)).toBe('v6');
    });

    it('once the changes are followed, ignores the counter a kept read was tagged with', async () => {
      const reads = createOwnerReads();
      expect(await reads.read('a', 'k', async () => 'tagged', 1)).toBe('tagged');
      reads.follow();
      expect(await reads.read('a', 'k', async () => 'followed', 1)).toBe('followed');
      expect(await reads.read('a', 'k', async () => 'again', 2)).toBe('followed');
    });
  });

  describe('within a budget of JSON characters', () => {
    // '"xxxxxxxx"' weighs 10 characters.
    const value = (n: number) => 'x'.repeat(n - 2);
    /** A load answering `answer` at once, counting its calls. */
    const counting = <T>(answer: T) => {
      let calls = 0;
      return {
        load: async () => {
          calls += 1;
          return answer;
        },
        calls: () => calls,
      };
    };

    /** Reads each `owner:key` in turn with the same load. */
    const readInTurn = async (reads: OwnerReads, load: () => Promise<unknown>, ...keys: string[]) => {
      for (const ownerKey of keys) {
        const [owner = '', key = ''] = ownerKey.split(':');
        await reads.read(owner, key, load);
      }
    };

    it('drops the least recently used owners beyond it, never the one just read', async () => {
      const reads = createOwnerReads({ characters: 25 });
      reads.follow();
      const { load, calls } = counting(value(10));
      await readInTurn(reads, load, 'a:k', 'b:k', 'a:k'); // a used last: b is the oldest
      expect(calls()).toBe(2);
      await readInTurn(reads, load, 'c:k', 'a:k', 'c:k'); // 30 characters: b out
      expect(calls()).toBe(3);
      await reads.read('b', 'k', load);
      expect(calls()).toBe(4);
    });

    it('does not keep a value larger than the whole budget, nor one that is not JSON', async () => {
      const reads = createOwnerReads({ characters: 25 });
      reads.follow();
      const big = counting(value(30));
      await reads.read('a', 'k', big.load);
      await reads.read('a', 'k', big.load);
      expect(big.calls()).toBe(2);
      const notJson = counting({ count: 1n });
      await reads.read('a', 'n', notJson.load);
      await reads.read('a', 'n', notJson.load);
      expect(notJson.calls()).toBe(2);
    });

    it('gives back what an owner held when it changes', async () => {
      const reads = createOwnerReads({ characters: 25 });
      reads.follow();
      const { load, calls } = counting(value(10));
      await readInTurn(reads, load, 'a:k1', 'a:k2');
      reads.changed('a');
      await readInTurn(reads, load, 'b:k1', 'b:k2', 'b:k1', 'b:k2');
      expect(calls()).toBe(4);
    });
  });
});
