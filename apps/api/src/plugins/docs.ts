import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts: JSON at /api/docs/json, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plume API', description: 'API de Plume (toutes les routes sont sous /api).', version },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The application's own CSP (plugins/security.ts) covers the documentation pages too.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
