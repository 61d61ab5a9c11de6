import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../app-module';
import { createAccessTokenIssuer } from './access-tokens';
import { followAccountRevocations } from './account-revocations';
import type { AuthConfig } from './auth.config';
import { purgeAuthRecordsJob } from './auth.jobs';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthServiceDeps } from './auth.service';
import { createLoginAttemptsRepository } from './login-attempts.repository';
import { createLoginThrottle } from './login-throttle';
import { createPasswordHasher } from './password';
import { createPasswordResetRepository } from './password-reset.repository';
import { createRefreshTokensRepository } from './refresh-tokens.repository';
import { createRegistrationThrottle } from './registration-throttle';
import { createUserCache } from './user-cache';
import { createUsersRepository } from './users.repository';

/** Accounts and sessions: repositories, the user cache, sign-in limits, tokens, the service, its purge job. */
export function createAuthModule(deps: {
  config: AuthConfig;
  database: DatabaseHandle;
  jwtSecret: string;
  clock: Clock;
  logger: Logger;
  /** What another area does with a new account (the payments' referral), called once it exists. */
  afterRegister: AuthServiceDeps['afterRegister'];
}) {
  const { config, clock, logger } = deps;
  const { db } = deps.database;
  const users = createUsersRepository(db);
  const userCache = createUserCache(users, { ttlMs: config.USER_CACHE_TTL_MS });
  void followAccountRevocations(deps.database, userCache, logger);
  const refreshTokens = createRefreshTokensRepository(db);
  const loginAttempts = createLoginAttemptsRepository(db);
  /** Reset links are purged with the other expired auth records; the reset module uses the same repository. */
  const resets = createPasswordResetRepository(db);
  const passwords = createPasswordHasher();
  const accessTokens = createAccessTokenIssuer(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  const throttle = createLoginThrottle({
    attempts: loginAttempts,
    clock,
    maxPerEmail: config.LOGIN_MAX_ATTEMPTS_PER_EMAIL,
    maxPerIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  });
  const service = createAuthService({
    users,
    userCache,
    refreshTokens,
    throttle,
    registrations: createRegistrationThrottle({
      attempts: loginAttempts,
      clock,
      maxPerIp: config.REGISTER_MAX_PER_IP,
      windowMinutes: config.REGISTER_WINDOW_MINUTES,
    }),
    passwords,
    accessTokens,
    clock,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    afterRegister: deps.afterRegister,
  });
  return defineModule({
    name: 'auth',
    users,
    userCache,
    refreshTokens,
    loginAttempts,
    resets,
    passwords,
    accessTokens,
    throttle,
    service,
    routes: [(app) => app.register(authRoutes, { prefix: '/api/auth', auth: service })],
    jobs: [purgeAuthRecordsJob({ refreshTokens, loginAttempts, resets, clock, logger })],
  });
}

export type AuthModule = ReturnType<typeof createAuthModule>;
