import { defineModule } from '../app-module';
import type { LegalConfig } from './legal.config';
import { legalRoutes } from './legal.routes';

/** The public legal notice (GET /api/legal), from the legal part of the configuration. */
export function createLegalModule(deps: { config: LegalConfig; brand: string }) {
  return defineModule({
    name: 'legal',
    routes: [(app) => app.register(legalRoutes, { prefix: '/api', legal: deps.config, brand: deps.brand })],
    jobs: [],
  });
}
