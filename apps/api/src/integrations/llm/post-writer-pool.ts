/**
 * Runs `task` over the items with at most `limit` at a time, results in the items' order. The first failure
 * aborts the signal given to the other tasks (so their calls stop) and is the one reported.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const controller = new AbortController();
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index]!, index, controller.signal);
      } catch (error) {
        failure ??= { error };
        controller.abort(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
