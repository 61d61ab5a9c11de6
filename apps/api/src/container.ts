import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobDefinition } from './jobs/definition';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import type { Secrets } from './lib/secrets';
import { createAccessTokenIssuer } from './modules/auth/access-tokens';
import { purgeAuthRecordsJob } from './modules/auth/auth.jobs';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginAttemptsRepository } from './modules/auth/login-attempts.repository';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createPasswordHasher } from './modules/auth/password';
import { createRefreshTokensRepository } from './modules/auth/refresh-tokens.repository';
import { createUsersRepository } from './modules/auth/users.repository';
import { createUserCache } from './modules/auth/user-cache';
import { createLibraryModule } from './modules/library/library.module';
import { purgeStockCacheJob } from './modules/stock-images/stock-images.jobs';
import { createStockImagesModule } from './modules/stock-images/stock-images.module';

export interface ContainerDeps {
  config: AppConfig;
  database: DatabaseHandle;
  secrets: Secrets;
  logger: Logger;
  clock?: Clock;
}

/** The composition root: every repository, adapter, service and job definition, wired once. */
export function createContainer({ config, database, secrets, logger, clock = systemClock }: ContainerDeps) {
  const { db } = database;
  const users = createUsersRepository(db);
  const userCache = createUserCache(users, { ttlMs: config.USER_CACHE_TTL_MS });
  const refreshTokens = createRefreshTokensRepository(db);
  const loginAttempts = createLoginAttemptsRepository(db);
  const passwords = createPasswordHasher();
  const accessTokens = createAccessTokenIssuer(secrets.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  const throttle = createLoginThrottle({
    attempts: loginAttempts,
    clock,
    maxPerEmail: config.LOGIN_MAX_ATTEMPTS_PER_EMAIL,
    maxPerIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  });
  const auth = createAuthService({
    users,
    userCache,
    refreshTokens,
    throttle,
    passwords,
    accessTokens,
    clock,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  });

  const library = createLibraryModule({ config, db, secrets, clock });
  const stockImages = createStockImagesModule({ config, db, clock, library });

  const jobDefinitions: JobDefinition[] = [
    purgeAuthRecordsJob({ refreshTokens, loginAttempts, clock, logger }),
    purgeStockCacheJob({ cache: stockImages.cache, clock, logger }),
  ];

  return {
    config,
    database,
    clock,
    logger,
    repositories: { users, refreshTokens, loginAttempts },
    userCache,
    passwords,
    accessTokens,
    services: { auth, ...library.services, ...stockImages.services },
    library,
    stockImages,
    jobDefinitions,
  };
}

export type Container = ReturnType<typeof createContainer>;
