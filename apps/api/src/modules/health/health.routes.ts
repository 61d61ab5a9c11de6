import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@plume/contracts/health';

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  mode: 'embedded' | 'production';
  version: string;
}> = async (app, { ping, mode, version }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['système'],
        summary: 'État du service et de la base de données',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const databaseOk = await ping().then(
        () => true,
        (error: unknown) => {
          request.log.warn({ err: error }, 'base de données injoignable');
          return false;
        },
      );
      return reply.status(databaseOk ? 200 : 503).send({
        status: databaseOk ? 'ok' : 'degraded',
        database: databaseOk ? 'ok' : 'unreachable',
        mode,
        version,
      });
    },
  );
};
