import pino, { type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config';
import { stdoutLines } from './log-destination';

/** Paths never written to the logs. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_hash',
  '*.passwordHash',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  '*.secret',
];

export function loggerOptions(config: AppConfig): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[masqué]' },
    serializers: {
      // Query strings may carry media or OAuth tokens: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}

/** JSON lines in production and for log collectors; readable lines in a developer's terminal. */
export function wantsPrettyLogs(config: AppConfig, isTerminal = Boolean(process.stdout.isTTY)): boolean {
  if (config.LOG_FORMAT) return config.LOG_FORMAT === 'pretty';
  return !config.production && isTerminal;
}

/**
 * The process logger. pino-pretty is a development dependency: where it is not installed (a production
 * install without them), the logs stay JSON.
 */
export async function createLogger(config: AppConfig): Promise<Logger> {
  const options = loggerOptions(config);
  if (config.LOG_LEVEL === 'silent') return pino(options);
  if (!wantsPrettyLogs(config)) return pino(options, stdoutLines());
  const pretty = await import('pino-pretty').catch(() => undefined);
  if (!pretty) return pino(options, stdoutLines());
  const output = pretty.default({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    sync: true,
    messageFormat: (log, messageKey) => {
      const req = log.req as { method?: string; path?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      if (!req?.method || !res?.statusCode) return String(log[messageKey] ?? '');
      const time = typeof log.responseTime === 'number' ? ` (${Math.round(log.responseTime)} ms)` : '';
      return `${req.method} ${req.path ?? ''} ${res.statusCode}${time}`;
    },
  });
  return pino(options, output);
}
