/**
 * Gathers concurrent calls into one batch, so that callers running at once (e.g. the publish jobs a worker
 * fetched together) cost one statement instead of one each. The first call waits for the end of the current
 * event-loop turn, or `gatherMs` when given; calls made while a batch runs join the next one. Each caller
 * gets its own answer, or the batch's error.
 */
export function coalesce<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  options: { maxBatch?: number; gatherMs?: number } = {},
) {
  const { maxBatch = 1_000, gatherMs = 0 } = options;
  type Waiting = { input: In; resolve(out: Out): void; reject(error: unknown): void };
  let waiting: Waiting[] = [];
  let draining = false;

  async function drain() {
    while (waiting.length > 0) {
      const taken = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      try {
        const outs = await run(taken.map((entry) => entry.input));
        taken.forEach((entry, index) => entry.resolve(outs[index] as Out));
      } catch (error) {
        for (const entry of taken) entry.reject(error);
      }
    }
    draining = false;
  }

  return function call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (draining) return;
      draining = true;
      if (gatherMs > 0) setTimeout(() => void drain(), gatherMs);
      else setImmediate(() => void drain());
    });
  };
}
