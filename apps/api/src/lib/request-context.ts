import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** The request being served, for log lines written by services that only hold the process logger. */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * pino `mixin`: adds the current request's id to a line that lacks it. Fastify's request logger already binds
 * `reqId`, so its lines are left alone (no key written twice).
 */
export function requestIdMixin(object: object, _level: number, logger: Logger): { reqId?: string } {
  // A line naming its request already (the access line) skips the lookups.
  if ('reqId' in object) return {};
  const store = requestContext.getStore();
  if (!store || 'reqId' in logger.bindings()) return {};
  return { reqId: store.reqId };
}

/** Every answer names its request (`x-request-id`), and the rest of its lifecycle runs in its context. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ reqId: request.id }, done);
  });
}
