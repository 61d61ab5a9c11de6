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
  /** Characters of the value's JSON, counted once it has arrived (0 before). */
  size: number;
}

/** What a kept value weighs: the length of its JSON (the answers kept here are JSON bodies). */
function sizeOf(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * Bounded three ways: owners (least recently used out first), keys per owner, and the characters of JSON kept
 * in all (16 M by default: with the objects and their serialised text, a few tens of MB at most) — a web process
 * serving thousands of owners keeps the busiest, not all of them.
 */
export function createOwnerReads(
  limits: { owners?: number; keysPerOwner?: number; characters?: number } = {},
): OwnerReads {
  const maxOwners = limits.owners ?? 5_000;
  const maxKeys = limits.keysPerOwner ?? 32;
  const maxCharacters = limits.characters ?? 16 * 1024 * 1024;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const owners = new Map<string, Map<string, Kept>>();
  let characters = 0;
  let following = false;

  const forgetKey = (kept: Map<string, Kept>, key: string) => {
    characters -= kept.get(key)?.size ?? 0;
    kept.delete(key);
  };
  const forgetOwner = (owner: string) => {
    const kept = owners.get(owner);
    if (!kept) return;
    for (const entry of kept.values()) characters -= entry.size;
    owners.delete(owner);
  };

  const keptFor = (owner: string) => {
    let kept = owners.get(owner);
    if (kept) {
      owners.delete(owner);
    } else {
      kept = new Map();
      if (owners.size >= maxOwners) forgetOwner(owners.keys().next().value as string);
    }
    owners.set(owner, kept);
    return kept;
  };

  /** A read has arrived: count it, then drop the least recently used owners beyond the budget. */
  const weigh = (owner: string, key: string, entry: Kept, value: unknown) => {
    const kept = owners.get(owner);
    if (kept?.get(key) !== entry) return;
    try {
      entry.size = sizeOf(value);
    } catch {
      // Not measurable (not JSON): not kept.
      forgetKey(kept, key);
      return;
    }
    characters += entry.size;
    for (const oldest of owners.keys()) {
      if (characters <= maxCharacters) break;
      if (oldest !== owner) forgetOwner(oldest);
    }
    // Alone over the budget: not kept.
    if (characters > maxCharacters) forgetKey(kept, key);
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
      forgetKey(kept, key);
      if (kept.size >= maxKeys) forgetKey(kept, kept.keys().next().value as string);
      const entry: Kept = { value: pending, version: tag, size: 0 };
      kept.set(key, entry);
      pending.then(
        (value) => weigh(owner, key, entry, value),
        // A failed read is not kept.
        () => {
          const current = owners.get(owner);
          if (current?.get(key) === entry) forgetKey(current, key);
        },
      );
      return pending;
    },
    changed(owner) {
      forgetOwner(owner);
    },
    follow() {
      following = true;
    },
    stop() {
      following = false;
      owners.clear();
      characters = 0;
    },
  };
}
