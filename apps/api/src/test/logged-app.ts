import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loggerOptions } from '../lib/logger';
import { createTestApp, type TestApp } from './test-app';

export interface LoggedApp {
  test: TestApp;
  /** The application with the production logger's options, at info level. */
  app: FastifyInstance;
  /** Every JSON line it wrote, parsed; empty it to look at one request's lines. */
  lines: Record<string, unknown>[];
  close(): Promise<void>;
}

/** createTestApp(), then the same application built again with a logger writing its lines into `lines`. */
export async function createLoggedApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<LoggedApp> {
  const test = await createTestApp(options);
  const lines: Record<string, unknown>[] = [];
  const logger = pino(loggerOptions({ ...test.container.config, LOG_LEVEL: 'info' }), {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const app = await buildApp({ container: { ...test.container, logger }, logger: true });
  await app.ready();
  return {
    test,
    app,
    lines,
    close: async () => {
      await app.close();
      await test.close();
    },
  };
}
