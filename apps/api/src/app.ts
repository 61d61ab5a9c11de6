import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import './lib/zod-french';
import type { Container } from './container';
import { registerAccessLog } from './plugins/access-log';
import { registerCompression } from './plugins/compression';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerAuthentication } from './plugins/authenticate';
import { docsExposed, registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { registerRequestId } from './lib/request-context';
import { requestLoggerFactory } from './lib/request-logger';
import { registerMetrics } from './plugins/metrics';
import { registerRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security';
import { registerServedByTurn } from './plugins/served-by-turn';
import { registerWeb } from './plugins/web';
import { jobMetricsOf } from './probes';
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
    ...(logger
      ? { loggerInstance: container.logger, childLoggerFactory: requestLoggerFactory }
      : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    // One access line per request instead of two (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  // Responses: serialisers compiled from the contracts' JSON Schemas (plugins/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);

  registerRouteTable(app);
  // First of all hooks: the requests of one turn of the event loop are served together.
  registerServedByTurn(app);
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

  // Every module's routes, in the order container.ts lists the modules: after the plugins above, which the
  // encapsulated route plugins inherit (error handler, security headers, authentication).
  for (const module of container.modules) {
    for (const mount of module.routes) await mount(app);
  }

  const web = await registerWeb(app, config.WEB_DIST_DIR);
  registerNotFound(app, web.serveApp);
  return app;
}
