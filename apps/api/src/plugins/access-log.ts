import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/** The fields of an access line, as `accessLine` writes them. */
export interface AccessFields {
  id: string;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
}

/**
 * The access line of a request, built as the process logger would write it (`{ reqId, req, res, responseTime }`
 * at info level, the `req` serializer's method, path and id) without its generic path: the object walk, the
 * serializers and the redaction cost more than the rest of a light request. It holds no secret (the path
 * without its query string). `access-log.test.ts` checks it against the line the logger itself writes.
 */
export function accessLineWriter(logger: Logger): ((fields: AccessFields) => void) | undefined {
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): void } | undefined;
  const time = internals[pino.symbols.timeSym] as (() => string) | undefined;
  const bindings = internals[pino.symbols.chindingsSym] as string | undefined;
  if (!stream || !time || bindings === undefined) return undefined;
  const level = logger.levels.values.info;
  return ({ id, method, url, statusCode, responseTime }) => {
    const query = url.indexOf('?');
    const path = JSON.stringify(query === -1 ? url : url.slice(0, query));
    stream.write(
      `{"level":${level}${time()}${bindings},"reqId":"${id}","req":{"id":"${id}","method":"${method}","path":${path}},` +
        `"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  };
}

/**
 * One line per request, written when it completes: method, path (no query string), status, duration and
 * the request id. Fastify's own pair of lines (received, completed) is turned off in app.ts. A route with
 * `logLevel: 'warn'` (the health probes) writes none: its request logger drops info lines. Without a process
 * logger (tests), nothing is written.
 */
export function registerAccessLog(app: FastifyInstance) {
  const write = accessLineWriter(app.log as Logger);
  if (!write) return;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    if ((request.log as Partial<Logger>).isLevelEnabled?.('info') !== false) {
      write({
        id: request.id,
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        // In milliseconds to the microsecond: a double's seventeen digits cost more to write than the rest.
        responseTime: Math.round(reply.elapsedTime * 1000) / 1000,
      });
    }
    done();
  });
}
