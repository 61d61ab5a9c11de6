import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '@plume/contracts/health';
import type { ReadinessReport } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  ready: () => Promise<ReadinessReport>;
  mode: 'embedded' | 'production';
  version: string;
}> = async (app, { ping, ready, mode, version }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      logLevel: 'warn',
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

  app.get(
    '/health/ready',
    {
      config: { public: true },
      // Probed every few seconds: kept out of the access logs (failures are still logged as warnings).
      logLevel: 'warn',
      schema: {
        tags: ['système'],
        summary: 'Prêt à servir : base de données, stockage des médias et moteur de tâches',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await ready();
      for (const { check, error } of report.failures) request.log.warn({ err: error, check }, 'pas prêt');
      return reply
        .status(report.ready ? 200 : 503)
        .send({ status: report.ready ? 'ready' : 'not_ready', checks: report.checks });
    },
  );
};
