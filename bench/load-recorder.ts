/** Latencies per route and every failed request (any non-2xx answer or network error) of one load run. */
export interface LoadError {
  route: string;
  status: number | 'réseau';
  detail: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export function createRecorder() {
  const latencies = new Map<string, number[]>();
  const errors: LoadError[] = [];
  let requests = 0;

  return {
    errors,
    get requests() {
      return requests;
    },
    /**
     * Times one request and answers its body; a failed one answers undefined and is kept, with the server's
     * French detail, as an error.
     */
    async time(route: string, send: () => Promise<Response>): Promise<string | undefined> {
      requests += 1;
      const started = performance.now();
      let response: Response;
      try {
        response = await send();
      } catch (error) {
        errors.push({
          route,
          status: 'réseau',
          detail: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      }
      // The body is part of the answer: it is read before the clock stops.
      const body = await response.text();
      const elapsed = performance.now() - started;
      let values = latencies.get(route);
      if (!values) latencies.set(route, (values = []));
      values.push(elapsed);
      if (response.ok) return body;
      const detail = /"detail"\s*:\s*"([^"]*)"/.exec(body)?.[1] ?? body.slice(0, 200);
      errors.push({ route, status: response.status, detail });
      return undefined;
    },
    /** p50/p99 (ms) and count per route, most requested first. */
    table() {
      const rows = [...latencies.entries()].sort((a, b) => b[1].length - a[1].length);
      return Object.fromEntries(
        rows.map(([route, values]) => {
          const sorted = [...values].sort((a, b) => a - b);
          return [
            route,
            {
              requêtes: values.length,
              'p50 (ms)': Number(percentile(sorted, 0.5).toFixed(1)),
              'p99 (ms)': Number(percentile(sorted, 0.99).toFixed(1)),
            },
          ];
        }),
      );
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
