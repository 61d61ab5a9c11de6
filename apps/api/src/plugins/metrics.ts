import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type * as PromClient from 'prom-client';
import { AppError } from '../errors/app-error';
import type { PublishOutcomes } from '../lib/publish-outcomes';

/**
 * What the jobs of a process tell the metrics: only a process that runs the jobs has them (roles `all` and
 * `worker`); a `web` process sees no publication and leaves the queues to whoever works them.
 */
export interface JobMetricsSources {
  /** Jobs waiting per queue, read at each scrape. */
  queueDepths: () => Promise<Record<string, number>>;
  publishOutcomes: PublishOutcomes;
}

export interface MetricsOptions {
  /** METRICS_TOKEN: without it the route does not exist. */
  token: string;
  /** Absent for a process that runs no job. */
  jobs?: JobMetricsSources;
  /** Durations of this server's requests: the API's, not those of the worker's probe listener. */
  requestDurations?: boolean;
}

function sameToken(given: string | undefined, expected: string) {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The process's own figures, and the job metrics when this process runs the jobs. */
async function createRegistry(app: FastifyInstance, jobs: JobMetricsSources | undefined) {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: 'plume_' });
  if (!jobs) return { prom, registry };
  new prom.Gauge({
    name: 'plume_job_queue_depth',
    help: 'Tâches en attente par file',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of Object.entries(await jobs.queueDepths())) this.set({ queue }, depth);
    },
  });
  const outcomes = new prom.Counter({
    name: 'plume_publish_outcomes_total',
    help: 'Tentatives de publication sur les réseaux, par réseau et issue',
    labelNames: ['platform', 'outcome'],
    registers: [registry],
  });
  const unsubscribe = jobs.publishOutcomes.subscribe((platform, outcome) =>
    outcomes.inc({ platform, outcome }),
  );
  app.addHook('onClose', async () => {
    unsubscribe();
  });
  return { prom, registry };
}

function observeRequestDurations(
  app: FastifyInstance,
  prom: typeof PromClient,
  registry: PromClient.Registry,
) {
  const durations = new prom.Histogram({
    name: 'plume_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP par route et statut',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw address (ids would make one series per object).
    const route = request.routeOptions.url ?? 'inconnue';
    if (route === '/api/metrics') return;
    durations.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * GET /api/metrics in Prometheus text format, for `Authorization: Bearer $METRICS_TOKEN` only: request
 * durations by route pattern and status, job queue depths and publication outcomes (where the jobs run), and
 * the process's own figures. prom-client is loaded only when metrics are enabled.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const { prom, registry } = await createRegistry(app, options.jobs);
  if (options.requestDurations) observeRequestDurations(app, prom, registry);

  app.get(
    '/api/metrics',
    { config: { public: true }, logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      if (!sameToken(request.headers.authorization, options.token)) {
        throw new AppError('UNAUTHENTICATED');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
