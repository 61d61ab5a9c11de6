// LOAD_QUERIES=1: counts and times the SQL statements the load sends through the app's database handle
// (PGlite's query/exec, or the PostgreSQL pool's query; statements inside transactions are not seen), to find
// which ones a slow route spends its time in. Measuring only: the handle is wrapped in the bench's process.
import type { DatabaseHandle } from '@plume/api/db/client';

type Stats = Map<string, { count: number; ms: number }>;

function wrap<T extends object>(target: T, method: keyof T & string, stats: Stats) {
  const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
  Object.assign(target, {
    [method]: async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text);
        const key = text.replace(/\s+/g, ' ').slice(0, 140);
        const entry = stats.get(key) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - started;
        stats.set(key, entry);
      }
    },
  });
}

export function countQueries(database: DatabaseHandle) {
  const stats: Stats = new Map();
  if (database.kind === 'pglite') {
    wrap(database.pglite, 'query', stats);
    wrap(database.pglite, 'exec', stats);
  } else {
    wrap(database.pool, 'query', stats);
  }
  return {
    reset: () => stats.clear(),
    total: () => [...stats.values()].reduce((sum, entry) => sum + entry.count, 0),
    top: (count: number) =>
      [...stats.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, count)
        .map(([text, entry]) => `${entry.count} × ${(entry.ms / entry.count).toFixed(1)} ms : ${text}`),
  };
}
