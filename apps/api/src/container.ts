import type { Logger } from 'pino';
import { createAdapters } from './adapters';
import { sliceOf, slicesOf, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { followOwnerChanges } from './db/owner-changes';
import type { JobDefinition } from './jobs/definition';
import { embeddedUpkeepJobs } from './jobs/embedded-upkeep';
import { createQueuePort } from './jobs/queue-port';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import { createOwnerReads } from './lib/owner-reads';
import type { Secrets } from './lib/secrets';
import { createAccountModule } from './modules/account/account.module';
import { createAdminModule } from './modules/admin/admin.module';
import { analysisConfig } from './modules/analysis/analysis.config';
import { createAnalysisModule } from './modules/analysis/analysis.module';
import type { AppModule } from './modules/app-module';
import { createAppInfoModule } from './modules/app-info/app-info.module';
import { authConfig } from './modules/auth/auth.config';
import { createAuthModule } from './modules/auth/auth.module';
import { NO_ACCOUNT_STAMP } from './modules/auth/users.repository';
import { appUrl, createPasswordResetModule } from './modules/auth/password-reset.module';
import { createBusinessProfileModule } from './modules/business-profile/business-profile.module';
import { createHealthModule } from './modules/health/health.module';
import { legalConfig } from './modules/legal/legal.config';
import { createLegalModule } from './modules/legal/legal.module';
import { libraryConfig } from './modules/library/library.config';
import { createLibraryModule } from './modules/library/library.module';
import { createNotesModule } from './modules/notes/notes.module';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createPaymentsStore } from './modules/payments/payments.store';
import { postsConfig } from './modules/posts/posts.config';
import { createPostsModule } from './modules/posts/posts.module';
import { publishingConfig } from './modules/publishing/publishing.config';
import { createPublishingModule } from './modules/publishing/publishing.module';
import { createSocialModule } from './modules/social/social.wiring';
import { createStockImagesModule } from './modules/stock-images/stock-images.module';
import { networkConfigParts } from './networks/networks.config';
import { APP_VERSION } from './version';

export interface ContainerDeps {
  config: AppConfig;
  database: DatabaseHandle;
  secrets: Secrets;
  logger: Logger;
  clock?: Clock;
}

/**
 * The composition root: each module wired once with what it needs, named (its slice of the configuration, the
 * shared values, the other modules' services), then listed once in the order its routes are registered.
 */
export function createContainer({ config, database, secrets, logger, clock = systemClock }: ContainerDeps) {
  const { db } = database;
  /** Owners' reads kept in memory while the embedded database announces every change of them. */
  const ownerReads = createOwnerReads();
  void followOwnerChanges(database, ownerReads, logger);
  /** Each outside service's adapter (or its demonstration twin), chosen once from the configuration. */
  const adapters = createAdapters({ config, clock, secrets });
  /** Services send jobs through this port; the server binds the engine once it has started. */
  const jobs = createQueuePort();
  /** The origin the networks download media from: PUBLIC_URL's, else this server on localhost. */
  const publicBaseUrl = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `http://localhost:${config.PORT}`;
  const origins = { publicUrl: config.PUBLIC_URL, allowedOrigins: config.allowedOrigins };
  const brand = config.BRAND_NAME;

  const auth = createAuthModule({
    config: sliceOf(config, authConfig),
    database,
    jwtSecret: secrets.jwtSecret,
    clock,
    logger,
    // Called at registration time, once the payments module below exists: it records the referral code.
    afterRegister: (userId, input) => payments.subscriptions.recordReferral(userId, input.referral_code),
  });
  const { users, userCache } = auth;
  // What tags an owner's cached lists (time zone, posts list counter) when the request's account check did not
  // read it: kept while every change is heard (lib/owner-reads.ts), else read.
  const accountStamp = (userId: string) =>
    ownerReads.read(userId, 'account-stamp', async () => (await users.stamp(userId)) ?? NO_ACCOUNT_STAMP);
  const paymentsStore = createPaymentsStore(db);
  const payments = createPaymentsModule({
    store: paymentsStore,
    ...adapters.payments((id) => paymentsStore.billing.findSession(id)),
    allowedOrigins: config.allowedOrigins,
    userCache,
    clock,
    logger,
  });
  const analysis = createAnalysisModule({
    config: sliceOf(config, analysisConfig),
    remoteAnalyser: Boolean(config.LLM_BASE_URL),
    db,
    queue: jobs.queue,
    clock,
    logger,
    analyser: adapters.analyser,
  });
  const notes = createNotesModule({ db, clock, logger, ownerReads });
  const library = createLibraryModule({
    config: sliceOf(config, libraryConfig),
    dataDir: config.dataDir,
    db,
    secrets,
    clock,
    storage: adapters.storage,
    ownerReads,
  });
  const stockImages = createStockImagesModule({
    dataDir: config.dataDir,
    db,
    library,
    provider: adapters.stockImages,
    clock,
    logger,
  });
  const businessProfile = createBusinessProfileModule({
    db,
    checklist: {
      countNotesForMonth: notes.repository.countForMonth,
      hasAnalysis: analysis.repository.exists,
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
    networks: { ...slicesOf(config, networkConfigParts), production: config.production },
    origins,
    brand,
    publicBaseUrl,
    db,
    encryptionKey: secrets.encryptionKey,
    clock,
    logger,
  });
  const posts = createPostsModule({
    config: sliceOf(config, postsConfig),
    db,
    writer: adapters.writer,
    clock,
    userCache,
    accountStamp,
    businessProfile: businessProfile.service,
    analyses: analysis.service,
    notes: notes.service,
    library: library.repository,
    mediaTokens: library.mediaTokens,
    stockImages: stockImages.services.stockImages,
    social: social.repository,
    recordGeneration: admin.repository.recordGeneration,
    subscriptionGate: payments.subscriptionGate,
  });
  const passwordReset = createPasswordResetModule({
    config: sliceOf(config, authConfig),
    appUrl: appUrl(config),
    brand,
    resets: auth.resets,
    // Only in embedded mode, never in production even with demo mail: behind a reverse proxy on the same
    // machine every visitor would look local.
    exposeMailbox: config.mode === 'embedded' && !config.production,
    users,
    loginAttempts: auth.loginAttempts,
    passwords: auth.passwords,
    userCache,
    clock,
    logger,
    mail: adapters.mail,
  });
  const account = createAccountModule({
    brand,
    db,
    users,
    businessProfiles: businessProfile.repository,
    passwords: auth.passwords,
    throttle: auth.throttle,
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
    listCache: posts.listCache,
    accountStamp,
    subscriptionGate: payments.subscriptionGate,
  });
  const health = createHealthModule({
    ping: database.ping,
    storage: library.storage,
    jobsStarted: () => jobs.bound,
    mode: config.mode,
    version: APP_VERSION,
  });

  /** Every module, one entry each, in the order app.ts registers their routes. */
  const modules: readonly AppModule[] = [
    health,
    createLegalModule({ config: sliceOf(config, legalConfig), brand }),
    createAppInfoModule({ production: config.production, demoProviders: config.demoProviders }),
    auth,
    businessProfile,
    analysis,
    notes,
    social,
    payments,
    library,
    stockImages,
    publishing,
    admin,
    posts,
    passwordReset,
    account,
    passwordReset.mailboxModule,
  ];
  const jobDefinitions: JobDefinition[] = [
    ...modules.flatMap((module) => module.jobs),
    // The embedded database's upkeep (it has no autovacuum); PostgreSQL's own autovacuum keeps a server database.
    ...embeddedUpkeepJobs(database, logger),
  ];

  return {
    config,
    database,
    clock,
    logger,
    repositories: {
      users,
      refreshTokens: auth.refreshTokens,
      loginAttempts: auth.loginAttempts,
      notes: notes.repository,
      businessProfiles: businessProfile.repository,
      analyses: analysis.repository,
    },
    userCache,
    passwords: auth.passwords,
    accessTokens: auth.accessTokens,
    services: {
      auth: auth.service,
      businessProfile: businessProfile.service,
      notes: notes.service,
      analysis: analysis.service,
      ...library.services,
      ...stockImages.services,
    },
    websiteFacts: analysis.facts,
    health,
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
    modules,
    jobs,
    jobDefinitions,
  };
}

export type Container = ReturnType<typeof createContainer>;
