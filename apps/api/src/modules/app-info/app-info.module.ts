import type { DemoProviderName } from '@plume/contracts/app-info';
import { defineModule } from '../app-module';
import { appInfoRoutes } from './app-info.routes';

/** GET /api/app-info: whether this is production and which providers are demonstrations. */
export function createAppInfoModule(deps: {
  production: boolean;
  demoProviders: readonly DemoProviderName[];
}) {
  return defineModule({
    name: 'app-info',
    routes: [(app) => app.register(appInfoRoutes, { prefix: '/api', ...deps })],
    jobs: [],
  });
}
