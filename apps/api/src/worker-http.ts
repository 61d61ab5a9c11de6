import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import './lib/zod-french';
import type { Container } from './container';
import { registerRequestId } from './lib/request-context';
import { healthRoutes } from './modules/health/health.routes';
import { frameworkErrors, registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { healthOptionsOf, jobMetricsOf } from './probes';

export interface WorkerHttp {
  app: FastifyInstance;
  /** http://host:port of the listener, as bound (port 0 gives a free one). */
  url: string;
  close(): Promise<void>;
}

/**
 * The worker's own small HTTP listener, for an orchestrator and Prometheus only: `/api/health`,
 * `/api/health/ready` and, with METRICS_TOKEN, `/api/metrics` (same token rule as the API's) with the
 * queue depths and the publication outcomes of the jobs this process runs. Nothing else is served: no
 * session, no API, no web app. A bare Fastify with three routes, so the worker stays light.
 */
export async function startWorkerHttp(
  container: Container,
  listen: { host: string; port: number },
  options: { logger?: boolean } = {},
): Promise<WorkerHttp> {
  const { config } = container;
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : { loggerInstance: container.logger }),
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestId(app);
  registerErrorHandler(app);
  if (config.METRICS_TOKEN) {
    await registerMetrics(app, { token: config.METRICS_TOKEN, jobs: jobMetricsOf(container) });
  }
  await app.register(healthRoutes, healthOptionsOf(container));
  registerNotFound(app);
  await app.listen(listen);
  return { app, url: listenerUrl(app, listen.host), close: () => app.close() };
}

/** The address a person can open for a bound listener (`localhost` for an all-interfaces binding). */
export function listenerUrl(app: FastifyInstance, boundHost: string): string {
  const { port } = app.server.address() as { port: number };
  const host = boundHost === '0.0.0.0' || boundHost === '::' ? 'localhost' : boundHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
