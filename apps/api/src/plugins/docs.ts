import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { openApiTransform, splitOptionalParameterPaths } from './openapi-transform';

/**
 * The documentation pages are served in embedded mode and in development; in production (NODE_ENV or
 * DATABASE_URL) only when API_DOCS_ENABLED=true. API_DOCS_ENABLED=false turns them off everywhere.
 */
export function docsExposed(config: Pick<AppConfig, 'API_DOCS_ENABLED' | 'NODE_ENV' | 'mode'>): boolean {
  if (config.API_DOCS_ENABLED !== undefined) return config.API_DOCS_ENABLED === 'true';
  return config.NODE_ENV !== 'production' && config.mode !== 'production';
}

/**
 * OpenAPI generated from the zod contracts (always, so `app.swagger()` can be checked); the JSON at
 * /api/docs/json and the browsable pages at /api/docs only when `exposed`.
 */
export async function registerDocs(app: FastifyInstance, version: string, exposed: boolean) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plume API', description: 'API de Plume (toutes les routes sont sous /api).', version },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? splitOptionalParameterPaths(document.openapiObject)
        : document.swaggerObject,
  });
  // The application's own CSP (plugins/security.ts) covers the documentation pages too.
  if (exposed) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
