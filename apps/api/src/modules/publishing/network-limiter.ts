/**
 * At most `limits[key]` tasks of one key run at once in this process (publications per network); the others
 * wait their turn in order. Keys without a limit run one at a time.
 */
export function createNetworkLimiter(limits: Readonly<Record<string, number>>) {
  const running = new Map<string, number>();
  const queues = new Map<string, (() => void)[]>();

  const release = (key: string) => {
    const next = queues.get(key)?.shift();
    if (next) next();
    else running.set(key, (running.get(key) ?? 1) - 1);
  };

  return async function limited<T>(key: string, task: () => Promise<T>): Promise<T> {
    const limit = limits[key] ?? 1;
    const count = running.get(key) ?? 0;
    if (count < limit) running.set(key, count + 1);
    else {
      // The slot is handed over by `release` without decrementing, so no newcomer can overtake.
      await new Promise<void>((resolve) => {
        const queue = queues.get(key) ?? [];
        queue.push(resolve);
        queues.set(key, queue);
      });
    }
    try {
      return await task();
    } finally {
      release(key);
    }
  };
}
export type NetworkLimiter = ReturnType<typeof createNetworkLimiter>;
