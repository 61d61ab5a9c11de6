import type { FastifyInstance } from 'fastify';

/**
 * One line per request, written when it completes: method, path (no query string), status, duration and
 * the request id. Fastify's own pair of lines (received, completed) is turned off in app.ts. A route with
 * `logLevel: 'warn'` (the health probes) writes none: its request logger drops info lines.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
