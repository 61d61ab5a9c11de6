import type { LoginAttemptsRepository } from './login-attempts.repository';

/** In-memory login counters, for unit tests of the throttles. */
export function memoryAttempts(): LoginAttemptsRepository {
  const counts = new Map<string, number>();
  const id = (key: string, start: Date) => `${key}@${start.toISOString()}`;
  const read = (key: string, start: Date) => counts.get(id(key, start)) ?? 0;
  return {
    increment: async (key, start) => {
      counts.set(id(key, start), read(key, start) + 1);
      return read(key, start);
    },
    consumeUpTo: async (key, start, max) => {
      if (read(key, start) >= max) return false;
      counts.set(id(key, start), read(key, start) + 1);
      return true;
    },
    release: async (key, start) => {
      if (counts.has(id(key, start))) counts.set(id(key, start), Math.max(0, read(key, start) - 1));
    },
    clear: async (key) => {
      for (const k of counts.keys()) if (k.startsWith(`${key}@`)) counts.delete(k);
    },
    purgeBefore: async () => 0,
  };
}
