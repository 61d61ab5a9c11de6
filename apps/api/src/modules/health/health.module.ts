import type { MediaStorage } from '../../ports/storage.port';
import { defineModule } from '../app-module';
import { healthRoutes } from './health.routes';
import { createReadinessProbe } from './readiness';

/**
 * `/api/health` and `/api/health/ready`. The options are kept so the worker's own small listener
 * (worker-http.ts) answers exactly like the API.
 */
export function createHealthModule(deps: {
  ping: () => Promise<void>;
  storage: Pick<MediaStorage, 'put' | 'remove'>;
  /** True once the job engine has started and is bound to the queue port. */
  jobsStarted: () => boolean;
  mode: 'embedded' | 'production';
  version: string;
}) {
  const options = {
    prefix: '/api',
    ping: deps.ping,
    ready: createReadinessProbe({
      ping: deps.ping,
      storage: deps.storage,
      jobsStarted: deps.jobsStarted,
    }),
    mode: deps.mode,
    version: deps.version,
  };
  return defineModule({
    name: 'health',
    options,
    routes: [(app) => app.register(healthRoutes, options)],
    jobs: [],
  });
}
