import type { FastifyInstance, FastifySchema } from 'fastify';

/** One registered API route, as the security suites (authorisation matrix, fuzzing) enumerate them. */
export interface RouteEntry {
  method: string;
  url: string;
  isPublic: boolean;
  isAdmin: boolean;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `registerRouteTable`, in registration order (HEAD twins left out). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records the route table from Fastify's own registrations, so that checks generated from it cover a new
 * route as soon as it is registered. Must be registered before the routes, since it hooks their creation.
 */
export function registerRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && isHeadTwin(table, route.url)) continue;
      table.push({
        method,
        url: route.url,
        isPublic: route.config?.public === true,
        isAdmin: route.config?.admin === true,
        schema: route.schema,
      });
    }
  });
}

function isHeadTwin(table: RouteEntry[], url: string) {
  return table.some((entry) => entry.method === 'GET' && entry.url === url);
}
