/** Latencies per route and every failed request (any non-2xx answer or network error) of one load run. */
export interface LoadError {
  route: string;
  status: number | 'réseau';
  detail: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Requests, p50 and p99 (ms) of a list of latencies, as a table row. */
function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    requêtes: values.length,
    'p50 (ms)': Number(percentile(sorted, 0.5).toFixed(1)),
    'p99 (ms)': Number(percentile(sorted, 0.99).toFixed(1)),
  };
}

export function createRecorder() {
  const latencies = new Map<string, number[]>();
  /** [start, latency] of every answered request, to see when in the run the slow ones happened. */
  const timeline: [number, number][] = [];
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
        const detail = error instanceof Error ? error.message : String(error);
        errors.push({ route, status: 'réseau', detail });
        return undefined;
      }
      // The body is part of the answer: it is read before the clock stops.
      const body = await response.text();
      const elapsed = performance.now() - started;
      let values = latencies.get(route);
      if (!values) latencies.set(route, (values = []));
      values.push(elapsed);
      timeline.push([started, elapsed]);
      if (response.ok) return body;
      const detail = /"detail"\s*:\s*"([^"]*)"/.exec(body)?.[1] ?? body.slice(0, 200);
      errors.push({ route, status: response.status, detail });
      return undefined;
    },
    /** p50/p99 and count per route, most requested first. */
    byRoute() {
      const rows = [...latencies.entries()].sort((a, b) => b[1].length - a[1].length);
      return Object.fromEntries(rows.map(([route, values]) => [route, summary(values)]));
    },
    /** The same per slice of the run (all routes), by when each request was sent. */
    bySlice(startedAt: number, sliceSeconds: number) {
      const slices = new Map<number, number[]>();
      for (const [at, elapsed] of timeline) {
        const slice = Math.floor((at - startedAt) / 1000 / sliceSeconds) * sliceSeconds;
        let values = slices.get(slice);
        if (!values) slices.set(slice, (values = []));
        values.push(elapsed);
      }
      const rows = [...slices.entries()].sort((a, b) => a[0] - b[0]);
      return Object.fromEntries(
        rows.map(([slice, values]) => [`${slice}–${slice + sliceSeconds} s`, summary(values)]),
      );
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
