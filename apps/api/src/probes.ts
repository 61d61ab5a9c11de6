import type { Container } from './container';
import { queueDepths } from './jobs/queue-depths';
import type { JobMetricsSources } from './plugins/metrics';

/**
 * What an orchestrator and Prometheus read of a process, built from its container: shared by the API
 * (app.ts) and the worker's own small listener (worker-http.ts), so both answer alike.
 */

/** The job metrics of a process that runs the jobs (`all`, `worker`); a `web` process has none to claim. */
export function jobMetricsOf(container: Container): JobMetricsSources | undefined {
  if (container.config.role === 'web') return undefined;
  return {
    queueDepths: () => queueDepths(container.database.db),
    publishOutcomes: container.publishing.outcomes,
  };
}

/** The options of the health routes (`/api/health`, `/api/health/ready`), as the health module holds them. */
export function healthOptionsOf(container: Container) {
  return container.health.options;
}
