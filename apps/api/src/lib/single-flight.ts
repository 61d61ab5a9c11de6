/**
 * Shares one run of a piece of work between the callers asking for the same key while it runs: fifty requests
 * arriving together for a list that must be rebuilt (or a body to compress) cost one build, not fifty. The key
 * is forgotten once the work settles, so a later call runs it again; every caller gets its result or its error.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return function run(key: string, work: () => Promise<T>): Promise<T> {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
