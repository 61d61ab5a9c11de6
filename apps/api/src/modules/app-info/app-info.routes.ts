import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appStatusSchema, type AppStatus, type DemoProviderName } from '@plume/contracts/app-info';

/** Public: whether this is production and which providers are demonstrations (the web app's "Démo" banner). */
export const appInfoRoutes: FastifyPluginAsyncZod<{
  production: boolean;
  demoProviders: readonly DemoProviderName[];
}> = async (app, { production, demoProviders }) => {
  const status: AppStatus = { production, demo_providers: [...demoProviders] };
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
