import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/definition';

/** Registers one routes plugin on the application, with its prefix and the dependencies it was handed. */
export type RouteMount = (app: FastifyInstance) => PromiseLike<unknown>;

/**
 * What a module hands the composition root once wired: its routes, in the order they are registered, and its
 * job definitions. container.ts lists the modules once, app.ts registers their routes in that order and the job
 * engine runs their jobs: adding a module is its wiring call and one entry in that list.
 */
export interface AppModule {
  name: string;
  routes: readonly RouteMount[];
  jobs: readonly JobDefinition[];
}

/** Checks a module's parts against AppModule while keeping everything else it exposes to the composition root. */
export function defineModule<Module extends AppModule>(module: Module): Module {
  return module;
}
