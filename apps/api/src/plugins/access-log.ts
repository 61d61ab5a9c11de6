import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * One line per request, written when it completes: method, path (no query string), status, duration and
 * the request id. Fastify's own pair of lines (received, completed) is turned off in app.ts. A route with
 * `logLevel: 'warn'` (the health probes) writes none: its request logger drops info lines.
 *
 * The line is written by a child of the process logger without the redaction paths: it is built here from
 * fields that hold no secret (the `req` serializer keeps the method, the path and the id), and matching the
 * redaction paths on every line cost more than the rest of the line. It names its request itself, so the
 * request-id mixin has nothing to look up.
 */
export function registerAccessLog(app: FastifyInstance) {
  const accessLog = (app.log as Logger).child({}, { redact: { paths: [] } });
  app.addHook('onResponse', (request, reply, done) => {
    if ((request.log as Partial<Logger>).isLevelEnabled?.('info') !== false) {
      accessLog.info(
        {
          reqId: request.id,
          req: request,
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
}
