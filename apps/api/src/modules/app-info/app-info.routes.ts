import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appStatusSchema, type AppStatus } from '@plume/contracts/app-info';
import type { AppConfig } from '../../config';

/** Public: whether this is production and which providers are demonstrations (the web app's "Démo" banner). */
export const appInfoRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const status: AppStatus = { production: config.production, demo_providers: [...config.demoProviders] };
  app.get(
    '/app-info',
    {
      config: { public: true },
      schema: {
        tags: ['système'],
        summary: 'Mode de fonctionnement (production, fournisseurs de démonstration)',
        response: { 200: appStatusSchema },
      },
    },
    async () => status,
  );
};
