/**
 * Reads that depend only on one owner's rows (a list counter, a library page, the notes), kept in memory while
 * this process hears every committed change of those rows before the writer's call returns — on the embedded
 * database, which this process alone opens (db/owner-changes.ts). Until then, and on PostgreSQL, every call
 * reads. A change drops everything kept for its owner, including a read still running: a read that began
 * before the change is never kept after it (ADR 0014).
 */
export interface OwnerReads {
  /** The value kept under (owner, key), else `load()`'s, shared with the callers asking meanwhile. */
  read<T>(owner: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Something the owner's reads show changed: forget them. */
  changed(owner: string): void;
  /** From now on every change reaches `changed` as it commits: reads may be kept. */
  follow(): void;
  /** The changes may no longer arrive: back to a read per call. */
  stop(): void;
}

export function createOwnerReads(limits: { owners?: number; keysPerOwner?: number } = {}): OwnerReads {
  const maxOwners = limits.owners ?? 5_000;
  const maxKeys = limits.keysPerOwner ?? 32;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const owners = new Map<string, Map<string, Promise<unknown>>>();
  let following = false;

  const keptFor = (owner: string) => {
    let kept = owners.get(owner);
    if (kept) {
      owners.delete(owner);
    } else {
      kept = new Map();
      if (owners.size >= maxOwners) owners.delete(owners.keys().next().value as string);
    }
    owners.set(owner, kept);
    return kept;
  };

  return {
    read<T>(owner: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!following) return load();
      const kept = keptFor(owner);
      const found = kept.get(key);
      if (found) return found as Promise<T>;
      const pending = load();
      if (kept.size >= maxKeys) kept.delete(kept.keys().next().value as string);
      kept.set(key, pending);
      // A failed read is not kept.
      pending.catch(() => {
        if (owners.get(owner)?.get(key) === pending) owners.get(owner)?.delete(key);
      });
      return pending;
    },
    changed(owner) {
      owners.delete(owner);
    },
    follow() {
      following = true;
    },
    stop() {
      following = false;
      owners.clear();
    },
  };
}
