import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createContainer, type Container } from '../container';
import { startJobEngine, type JobEngine } from '../jobs/engine';
import type { DatabaseHandle } from '../db/client';
import { createFixedClock, type Clock } from '../lib/clock';
import { createTestDatabase } from './test-database';
import { testTmpDir } from './test-database-names';

export interface TestApp {
  app: FastifyInstance;
  container: Container;
  database: DatabaseHandle;
  clock: ReturnType<typeof createFixedClock>;
  /** The running job engine when created with `jobs: true`. */
  jobs?: JobEngine;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'secret-de-test-suffisamment-long-pour-hs256-0123456789';
export const TEST_ENCRYPTION_KEY = 'cle-de-chiffrement-de-test-suffisamment-longue-0123';

/** buildApp() on a fresh database with a movable clock; env overrides change the configuration. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    database?: DatabaseHandle;
    /** Start the job engine (working, polling every 0.5 s) and bind it to the container's queue port. */
    jobs?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(testTmpDir, 'data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Suites register many accounts from one address; the limit has its own tests.
    REGISTER_MAX_PER_IP: '100000',
    ...options.env,
  });
  const clock = createFixedClock(new Date());
  const container = createContainer({
    config,
    database,
    secrets: {
      jwtSecret: TEST_JWT_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      mediaSecret: `${TEST_JWT_SECRET}-media`,
    },
    logger: pino({ level: 'silent' }),
    clock: options.clock ?? clock,
  });
  const app = await buildApp({ container, logger: false });
  await app.ready();
  let jobs: JobEngine | undefined;
  if (options.jobs) {
    jobs = await startJobEngine({
      database,
      definitions: container.jobDefinitions,
      logger: container.logger,
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    container.jobs.bind(jobs);
  }
  return {
    app,
    container,
    database,
    clock,
    jobs,
    close: async () => {
      await app.close();
      container.jobs.unbind();
      await jobs?.stop();
      await database.close();
    },
  };
}
