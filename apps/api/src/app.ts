import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import './lib/zod-french';
import { sliceOf } from './config';
import type { Container } from './container';
import { legalConfig } from './modules/legal/legal.config';
import { adminRoutes } from './modules/admin/admin.routes';
import { analysisRoutes } from './modules/analysis/analysis.routes';
import { factCorrectionsRoutes } from './modules/analysis/fact-corrections.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { accountRoutes } from './modules/account/account.routes';
import { devMailboxRoutes } from './modules/auth/dev-mailbox.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { businessProfileRoutes } from './modules/business-profile/business-profile.routes';
import { healthRoutes } from './modules/health/health.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { appInfoRoutes } from './modules/app-info/app-info.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { sandboxRoutes } from './modules/social/sandbox.routes';
import { socialPublicRoutes } from './modules/social/social-public.routes';
import { socialRoutes } from './modules/social/social.routes';
import { demoCheckoutRoutes } from './modules/payments/demo-checkout.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { webhookRoutes } from './modules/payments/webhook.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { mediaRoutes } from './modules/library/media.routes';
import { stockImagesRoutes } from './modules/stock-images/stock-images.routes';
import { postsRoutes } from './modules/posts/posts.routes';
import { publishingRoutes } from './modules/publishing/publishing.routes';
import { registerAccessLog } from './plugins/access-log';
import { registerCompression } from './plugins/compression';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerAuthentication } from './plugins/authenticate';
import { docsExposed, registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { registerRequestId } from './lib/request-context';
import { registerMetrics } from './plugins/metrics';
import { registerRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security';
import { registerWeb } from './plugins/web';
import { healthOptionsOf, jobMetricsOf } from './probes';
import { APP_VERSION } from './version';

export { APP_VERSION };

export interface BuildAppOptions {
  container: Container;
  /** false in tests; the process logger otherwise. */
  logger?: boolean;
}

/** Builds the whole HTTP application: plugins → modules → error handling. Used by the server and tests. */
export async function buildApp({ container, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = container;
  const app = Fastify({
    ...(logger ? { loggerInstance: container.logger } : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    // One access line per request instead of two (plugins/access-log.ts).
    disableRequestLogging: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  // Responses: serialisers compiled from the contracts' JSON Schemas (plugins/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);

  registerRouteTable(app);
  registerRequestId(app);
  registerAccessLog(app);
  // Before any route plugin: encapsulated plugins copy the error handler when they are registered.
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerCompression(app);
  if (config.METRICS_TOKEN) {
    await registerMetrics(app, {
      token: config.METRICS_TOKEN,
      jobs: jobMetricsOf(container),
      requestDurations: true,
    });
  }
  await registerDocs(app, APP_VERSION, docsExposed(config));
  registerAuthentication(app, {
    accessTokens: container.accessTokens,
    userCache: container.userCache,
  });

  await app.register(healthRoutes, healthOptionsOf(container));
  await app.register(legalRoutes, {
    prefix: '/api',
    legal: sliceOf(config, legalConfig),
    brand: config.BRAND_NAME,
  });
  await app.register(appInfoRoutes, {
    prefix: '/api',
    production: config.production,
    demoProviders: config.demoProviders,
  });
  await app.register(authRoutes, { prefix: '/api/auth', auth: container.services.auth });
  await app.register(businessProfileRoutes, {
    prefix: '/api/business-profile',
    profiles: container.services.businessProfile,
  });
  await app.register(analysisRoutes, { prefix: '/api/website', analysis: container.services.analysis });
  await app.register(factCorrectionsRoutes, { prefix: '/api/website', facts: container.websiteFacts });
  await app.register(notesRoutes, { prefix: '/api/notes', notes: container.services.notes });
  const { social } = container;
  const origins = { publicUrl: config.PUBLIC_URL, allowedOrigins: config.allowedOrigins };
  await app.register(socialRoutes, { prefix: '/api/social', social: social.service, origins });
  await app.register(socialPublicRoutes, {
    prefix: '/api/social',
    social: social.service,
    staging: social.staging,
    origins,
  });
  await app.register(sandboxRoutes, {
    prefix: '/api/social/sandbox',
    origins,
    brand: config.BRAND_NAME,
    feed: social.feed,
  });
  const { payments } = container;
  await app.register(paymentsRoutes, { prefix: '/api/payments', ...payments });
  await app.register(webhookRoutes, { prefix: '/api/payments', billingEvents: payments.billingEvents });
  if (payments.demoCheckout) {
    await app.register(demoCheckoutRoutes, {
      prefix: '/api/payments/demo',
      demoCheckout: payments.demoCheckout,
    });
  }
  await app.register(libraryRoutes, {
    prefix: '/api/content',
    library: container.services.library,
    uploads: container.services.uploads,
    uploadLimits: container.library.uploadLimits,
  });
  await app.register(mediaRoutes, { prefix: '/api', media: container.services.mediaAccess });
  await app.register(stockImagesRoutes, {
    prefix: '/api/pixabay',
    stockImages: container.services.stockImages,
  });

  await app.register(publishingRoutes, {
    prefix: '/api',
    publishing: container.publishing.service,
    subscriptionGate: container.subscriptionGate,
  });
  await app.register(adminRoutes, { prefix: '/api/admin', admin: container.admin.service });
  await app.register(postsRoutes, {
    prefix: '/api/posts',
    ...container.posts.services,
    subscriptionGate: container.subscriptionGate,
  });
  await app.register(passwordResetRoutes, { prefix: '/api/auth', resets: container.passwordReset.service });
  await app.register(accountRoutes, { prefix: '/api/account', account: container.account.service });
  const { mailbox } = container.passwordReset;
  // Only in embedded mode, never in production even with demo mail: behind a reverse proxy on the same machine
  // every visitor would look local. The routes also check the Host and Origin headers.
  if (mailbox && config.mode === 'embedded' && !config.production)
    await app.register(devMailboxRoutes, { prefix: '/api', mailbox });

  const web = await registerWeb(app, config.WEB_DIST_DIR);
  registerNotFound(app, web.serveApp);
  return app;
}
