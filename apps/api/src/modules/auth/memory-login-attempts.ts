import type { LoginAttemptsRepository } from './login-attempts.repository';

/** In-memory login counters, for unit tests of the throttles. */
export function memoryAttempts(): LoginAttemptsRepository {
  const counts = new Map<string, number>();
  const id = (key: string, start: Date) => `${key}@${start.toISOString()}`;
  return {
    count: async (key, start) => counts.get(id(key, start)) ?? 0,
    increment: async (key, start) => {
      counts.set(id(key, start), (counts.get(id(key, start)) ?? 0) + 1);
      return counts.get(id(key, start)) ?? 0;
    },
    clear: async (key) => {
      for (const k of counts.keys()) if (k.startsWith(`${key}@`)) counts.delete(k);
    },
    purgeBefore: async () => 0,
  };
}
