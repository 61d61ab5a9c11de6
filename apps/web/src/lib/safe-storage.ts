/** A key/value store backed by localStorage that falls back to memory when the browser refuses storage
 * (private browsing, disabled cookies, quota): the session then lasts as long as the page. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createSafeStorage(getStorage: () => Storage | undefined): KeyValueStore {
  const memory = new Map<string, string>();

  const attempt = <T>(action: (storage: Storage) => T): { ok: true; value: T } | { ok: false } => {
    try {
      const storage = getStorage();
      return storage ? { ok: true, value: action(storage) } : { ok: false };
    } catch {
      return { ok: false };
    }
  };

  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      const result = attempt((storage) => storage.getItem(key));
      return result.ok ? result.value : null;
    },
    set(key, value) {
      if (attempt((storage) => storage.setItem(key, value)).ok) memory.delete(key);
      else memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}

export const browserStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
