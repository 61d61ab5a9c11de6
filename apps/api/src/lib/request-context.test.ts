import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerRequestId, requestContext, requestIdMixin } from './request-context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const logger = pino(
    { mixin: requestIdMixin as pino.LoggerOptions['mixin'] },
    {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return { logger, lines, raw };
}

describe('request id on log lines', () => {
  it('is added to the process logger’s lines written while a request is served, even after an await', async () => {
    const { logger, lines } = capture();
    await requestContext.run({ reqId: 'req-1' }, async () => {
      await Promise.resolve();
      logger.info('dans un service');
    });
    logger.info('hors requête');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['dans un service', 'req-1'],
      ['hors requête', undefined],
    ]);
  });

  it('is not written twice on a logger that already binds it', () => {
    const { logger, lines, raw } = capture();
    requestContext.run({ reqId: 'req-2' }, () => logger.child({ reqId: 'req-2' }).info('requête'));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.reqId).toBe('req-2');
    expect(raw[0]!.match(/"reqId"/g)).toHaveLength(1);
  });

  it('is the context of the whole request lifecycle in Fastify, and the answer’s header', async () => {
    const app = Fastify({ logger: false });
    registerRequestId(app);
    let inHandler: string | undefined;
    app.get('/ici', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      inHandler = requestContext.getStore()?.reqId;
      return {};
    });
    const response = await app.inject('/ici');
    expect(inHandler).toBeTruthy();
    expect(response.headers['x-request-id']).toBe(inHandler);
    await app.close();
  });
});
