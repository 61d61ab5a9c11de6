import type { FastifyInstance } from 'fastify';

/**
 * Every answer names its request (`x-request-id`). The request's log lines carry the same id: Fastify binds
 * it on `request.log`, and a service that logs while serving a request is given that logger by its route.
 * There is no ambient request context (`AsyncLocalStorage`): on Node 20 it hooks every promise of the process.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
