import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions } from '../lib/logger';
import { accessLineWriter } from './access-log';

function capture() {
  const raw: string[] = [];
  const logger = pino(loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })), {
    write: (line: string) => void raw.push(line),
  });
  return { logger, raw };
}

const fields = {
  id: '6f1c0f9e-2c1a-4c55-9a55-0d5b7c0b9d11',
  method: 'GET',
  url: '/api/posts/a"b\\c?access_token=secret',
  statusCode: 200,
  responseTime: 1.2345678,
};

describe('access line', () => {
  it('is the line the process logger writes for the same fields, without the query string', () => {
    const built = capture();
    accessLineWriter(built.logger)!(fields);
    const logged = capture();
    logged.logger.info(
      {
        reqId: fields.id,
        req: { id: fields.id, method: fields.method, url: fields.url },
        res: { statusCode: fields.statusCode },
        responseTime: fields.responseTime,
      },
      'request completed',
    );
    const [line] = built.raw;
    const [expected] = logged.raw;
    const withoutTime = (text: string) => ({ ...(JSON.parse(text) as object), time: 0 });
    expect(withoutTime(line!)).toEqual(withoutTime(expected!));
    expect(line!.endsWith('}\n')).toBe(true);
    expect(line).not.toContain('secret');
    expect(JSON.parse(line!)).toMatchObject({ req: { path: '/api/posts/a"b\\c' } });
  });

  it('carries the bindings of a child logger, as its own lines do', () => {
    const { logger, raw } = capture();
    accessLineWriter(logger.child({ role: 'web' }))!(fields);
    expect(JSON.parse(raw[0]!)).toMatchObject({ role: 'web', reqId: fields.id });
  });
});
