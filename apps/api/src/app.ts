import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import './lib/zod-french';
import type { Container } from './container';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { mediaRoutes } from './modules/library/media.routes';
import { stockImagesRoutes } from './modules/stock-images/stock-images.routes';
import { registerAuthentication } from './plugins/authenticate';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import { registerWeb } from './plugins/web';

export const APP_VERSION = '0.1.0';

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
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before any route plugin: encapsulated plugins copy the error handler when they are registered.
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerDocs(app, APP_VERSION);
  registerAuthentication(app, {
    accessTokens: container.accessTokens,
    userCache: container.userCache,
  });

  await app.register(healthRoutes, {
    prefix: '/api',
    ping: container.database.ping,
    mode: config.mode,
    version: APP_VERSION,
  });
  await app.register(legalRoutes, { prefix: '/api', config });
  await app.register(authRoutes, { prefix: '/api/auth', auth: container.services.auth });
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

  const web = await registerWeb(app, config.WEB_DIST_DIR);
  registerNotFound(app, web.serveApp);
  return app;
}
