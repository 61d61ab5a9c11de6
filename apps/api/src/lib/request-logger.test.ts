import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createRequestLogger } from './request-logger';

function processLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('request logger', () => {
  it('writes the lines of a pino child bound to the request, made once, on the first line', () => {
    const { logger, lines } = processLogger();
    const child = vi.spyOn(logger, 'child');
    const log = createRequestLogger(logger, { reqId: 'r-1' }, {});
    expect(log.isLevelEnabled('info')).toBe(true);
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();

    log.warn({ code: 'X' }, 'premier');
    log.info('second');
    log.debug('sous le niveau');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'r-1', code: 'X', msg: 'premier' },
      { level: 30, reqId: 'r-1', msg: 'second' },
    ]);
  });

  it('keeps a route’s level (the health probes log warnings only)', () => {
    const { logger, lines } = processLogger();
    const log = createRequestLogger(logger, { reqId: 'r-2' }, { level: 'warn' });
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.isLevelEnabled('error')).toBe(true);
    log.info('tu');
    log.error('écrit');
    expect(lines).toMatchObject([{ level: 50, reqId: 'r-2', msg: 'écrit' }]);
    expect(log.isLevelEnabled('info')).toBe(false);
  });

  it('follows the process level until its child exists, and a silent process writes nothing', () => {
    const { logger, lines } = processLogger('silent');
    const log = createRequestLogger(logger, { reqId: 'r-3' }, {});
    expect(log.isLevelEnabled('fatal')).toBe(false);
    log.fatal('rien');
    expect(lines).toEqual([]);
    logger.level = 'debug';
    const later = createRequestLogger(logger, { reqId: 'r-4' }, {});
    expect(later.isLevelEnabled('debug')).toBe(true);
    expect(later.isLevelEnabled('trace')).toBe(false);
  });

  it('hands its bindings down to its own children', () => {
    const { logger, lines } = processLogger();
    const log = createRequestLogger(logger, { reqId: 'r-5' }, {});
    log.child({ job: 'envoi' }).info('fait');
    expect(lines).toMatchObject([{ reqId: 'r-5', job: 'envoi', msg: 'fait' }]);
  });
});
