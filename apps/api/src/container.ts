import type { Logger } from 'pino';
import { createAdapters } from './adapters';
import { sliceOf, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobDefinition } from './jobs/definition';
import { createQueuePort } from './jobs/queue-port';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import type { Secrets } from './lib/secrets';
import { createAccessTokenIssuer } from './modules/auth/access-tokens';
import { purgeAuthRecordsJob } from './modules/auth/auth.jobs';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginAttemptsRepository } from './modules/auth/login-attempts.repository';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createRegistrationThrottle } from './modules/auth/registration-throttle';
import { createPasswordHasher } from './modules/auth/password';
import { createRefreshTokensRepository } from './modules/auth/refresh-tokens.repository';
import { createUsersRepository } from './modules/auth/users.repository';
import { createUserCache } from './modules/auth/user-cache';
import { followAccountRevocations } from './modules/auth/account-revocations';
import { analysisConfig } from './modules/analysis/analysis.config';
import { createAnalysisModule } from './modules/analysis/analysis.module';
import { authConfig } from './modules/auth/auth.config';
import { libraryConfig } from './modules/library/library.config';
import { publishingConfig } from './modules/publishing/publishing.config';
import { linkedinConfig } from './networks/linkedin/linkedin.config';
import { metaConfig } from './networks/meta/meta.config';
import { createBusinessProfileRepository } from './modules/business-profile/business-profile.repository';
import { createBusinessProfileService } from './modules/business-profile/business-profile.service';
import { purgeExpiredNotesJob } from './modules/notes/notes.jobs';
import { createNotesRepository } from './modules/notes/notes.repository';
import { createNotesService } from './modules/notes/notes.service';
import { createSocialModule } from './modules/social/social.wiring';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createPaymentsStore } from './modules/payments/payments.store';
import { createLibraryModule } from './modules/library/library.module';
import { purgeStockCacheJob } from './modules/stock-images/stock-images.jobs';
import { createStockImagesModule } from './modules/stock-images/stock-images.module';
import { createAdminModule } from './modules/admin/admin.module';
import { createPostsModule } from './modules/posts/posts.module';
import { createAccountModule } from './modules/account/account.module';
import { appUrl, createPasswordResetModule } from './modules/auth/password-reset.module';
import { createPublishingModule } from './modules/publishing/publishing.module';

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
  /** Each outside service's adapter (or its demonstration twin), chosen once from the configuration. */
  const adapters = createAdapters({ config, clock, secrets });
  /** Services send jobs through this port; the server binds the engine once it has started. */
  const jobs = createQueuePort();
  /** The origin the networks download media from: PUBLIC_URL's, else this server on localhost. */
  const publicBaseUrl = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `http://localhost:${config.PORT}`;
  const users = createUsersRepository(db);
  const userCache = createUserCache(users, { ttlMs: config.USER_CACHE_TTL_MS });
  void followAccountRevocations(database, userCache, logger);
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
  const paymentsStore = createPaymentsStore(db);
  const payments = createPaymentsModule({
    store: paymentsStore,
    ...adapters.payments((id) => paymentsStore.billing.findSession(id)),
    allowedOrigins: config.allowedOrigins,
    userCache,
    clock,
    logger,
  });
  const auth = createAuthService({
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
    afterRegister: (userId, input) => payments.subscriptions.recordReferral(userId, input.referral_code),
  });

  const analysisModule = createAnalysisModule({
    config: sliceOf(config, analysisConfig),
    remoteAnalyser: Boolean(config.LLM_BASE_URL),
    db,
    queue: jobs.queue,
    clock,
    logger,
    analyser: adapters.analyser,
  });
  const analysesRepository = analysisModule.repository;
  const analysis = analysisModule.service;
  const notesRepository = createNotesRepository(db);
  const notes = createNotesService({ notes: notesRepository, clock });
  const library = createLibraryModule({
    config: sliceOf(config, libraryConfig),
    dataDir: config.dataDir,
    db,
    secrets,
    clock,
    storage: adapters.storage,
  });
  const stockImages = createStockImagesModule({
    dataDir: config.dataDir,
    db,
    library,
    provider: adapters.stockImages,
  });
  const businessProfiles = createBusinessProfileRepository(db);
  const businessProfile = createBusinessProfileService({
    profiles: businessProfiles,
    checklist: {
      countNotesForMonth: notesRepository.countForMonth,
      hasAnalysis: analysesRepository.exists,
      countMediaForMonth: (userId, monthKey) => library.services.library.countMediaForMonth(userId, monthKey),
      findTimezone: async (userId) => (await users.findById(userId))?.timezone ?? 'Europe/Paris',
    },
    invalidateUser: (userId) => userCache.invalidate(userId),
    clock,
  });

  const admin = createAdminModule({
    db,
    payments: payments.store,
    provider: payments.provider,
    storage: library.storage,
    userCache,
    clock,
  });
  const social = createSocialModule({
    networks: {
      ...sliceOf(config, metaConfig),
      ...sliceOf(config, linkedinConfig),
      production: config.production,
    },
    publicUrl: config.PUBLIC_URL,
    publicBaseUrl,
    db,
    encryptionKey: secrets.encryptionKey,
    clock,
    logger,
  });
  const posts = createPostsModule({
    db,
    writer: adapters.writer,
    instagramHashtagCap: config.POSTS_INSTAGRAM_HASHTAG_CAP,
    clock,
    userCache,
    businessProfile,
    analyses: analysis,
    notes,
    library: library.repository,
    mediaTokens: library.mediaTokens,
    stockImages: stockImages.services.stockImages,
    social: social.repository,
    recordGeneration: admin.repository.recordGeneration,
  });
  const passwordReset = createPasswordResetModule({
    config: sliceOf(config, authConfig),
    appUrl: appUrl(config),
    brand: config.BRAND_NAME,
    db,
    users,
    loginAttempts,
    passwords,
    userCache,
    clock,
    logger,
    mail: adapters.mail,
  });
  const account = createAccountModule({
    brand: config.BRAND_NAME,
    db,
    users,
    businessProfiles,
    passwords,
    throttle,
    storage: library.storage,
    erasure: admin.erasure,
    clock,
  });

  const publishing = createPublishingModule({
    config: sliceOf(config, publishingConfig),
    publicBaseUrl,
    db,
    clock,
    logger,
    queue: jobs.queue,
    social,
    library,
  });

  const jobDefinitions: JobDefinition[] = [
    purgeAuthRecordsJob({ refreshTokens, loginAttempts, resets: passwordReset.repository, clock, logger }),
    purgeExpiredNotesJob({ notes: notesRepository, clock, logger }),
    ...social.jobs,
    ...payments.jobDefinitions,
    purgeStockCacheJob({ cache: stockImages.cache, clock, logger }),
    ...analysisModule.jobs,
    ...publishing.jobs,
  ];

  return {
    config,
    database,
    clock,
    logger,
    repositories: {
      users,
      refreshTokens,
      loginAttempts,
      notes: notesRepository,
      businessProfiles,
      analyses: analysesRepository,
    },
    userCache,
    passwords,
    accessTokens,
    services: { auth, businessProfile, notes, analysis, ...library.services, ...stockImages.services },
    websiteFacts: analysisModule.facts,
    social,
    payments,
    /** preHandler for generate / schedule / publish routes: 402 SUBSCRIPTION_REQUIRED when lapsed. */
    subscriptionGate: payments.subscriptionGate,
    library,
    stockImages,
    admin,
    posts,
    passwordReset,
    account,
    publishing,
    jobs,
    jobDefinitions,
  };
}

export type Container = ReturnType<typeof createContainer>;
