import type { Logger } from 'pino';
import { loadConfig, type AppConfig } from './config';
import { createContainer, type Container } from './container';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { createLogger } from './lib/logger';
import { loadSecrets } from './lib/secrets';

export interface Runtime {
  config: AppConfig;
  logger: Logger;
  database: DatabaseHandle;
  container: Container;
}

/** Config → logger → database (migrated) → secrets → container. Shared by the server and the CLI. */
export async function bootstrap(config: AppConfig = loadConfig()): Promise<Runtime> {
  const logger = await createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_MAX,
  });
  try {
    await runMigrations(database);
    const secrets = await loadSecrets(config);
    const container = createContainer({ config, database, secrets, logger });
    return { config, logger, database, container };
  } catch (error) {
    await database.close();
    throw error;
  }
}
