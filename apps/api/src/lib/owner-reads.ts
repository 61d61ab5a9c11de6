/**
 * Reads that depend only on one owner's rows (a list counter, a library page, the notes), kept in memory while
 * this process hears every committed change of those rows before the writer's call returns — on the embedded
 * database, which this process alone opens (db/owner-changes.ts). A change drops everything kept for its owner,
 * including a read still running: a read that began before the change is never kept after it (ADR 0014).
 * Otherwise (PostgreSQL) a read is kept only with a `version`: the rows' counter, raised by triggers on every
 * change and read BEFORE the rows, so a kept read is never older than its version; a call with another version
 * reads again. Without either, every call reads.
 */
export interface OwnerReads {
  /** The value kept under (owner, key), else `load()`'s, shared with the callers asking meanwhile. */
  read<T>(owner: string, key: string, load: () => Promise<T>, version?: number): Promise<T>;
  /** Something the owner's reads show changed: forget them. */
  changed(owner: string): void;
  /** From now on every change reaches `changed` as it commits: reads may be kept. */
  follow(): void;
  /** The changes may no longer arrive: back to a read per call. */
  stop(): void;
}

interface Kept {
  value: Promise<unknown>;
  /** The counter the read began at; undefined while the changes are followed. */
  version: number | undefined;
}

export function createOwnerReads(limits: { owners?: number; keysPerOwner?: number } = {}): OwnerReads {
  const maxOwners = limits.owners ?? 5_000;
  const maxKeys = limits.keysPerOwner ?? 32;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const owners = new Map<string, Map<string, Kept>>();
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
    read<T>(owner: string, key: string, load: () => Promise<T>, version?: number): Promise<T> {
      if (!following && version === undefined) return load();
      const kept = keptFor(owner);
      const found = kept.get(key);
      const tag = following ? undefined : version;
      if (found && found.version === tag) return found.value as Promise<T>;
      const pending = load();
      // A read begun at an older counter than the one kept (a slow request) does not replace it.
      if (found && tag !== undefined && found.version !== undefined && found.version > tag) return pending;
      kept.delete(key);
      if (kept.size >= maxKeys) kept.delete(kept.keys().next().value as string);
      const entry: Kept = { value: pending, version: tag };
      kept.set(key, entry);
      // A failed read is not kept.
      pending.catch(() => {
        if (owners.get(owner)?.get(key) === entry) owners.get(owner)?.delete(key);
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
