import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '@plume/contracts/payments';
import { errorBodySchema } from '@plume/contracts/errors';
import type { BillingEventsService } from './billing-events.service';

/**
 * Stripe's webhook, authenticated by its signature. The signature covers the exact bytes sent, so in this
 * plugin's scope JSON bodies are kept raw instead of parsed.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ billingEvents: BillingEventsService }> = async (
  app,
  { billingEvents },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhook',
    {
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'Webhook Stripe (signé, idempotent par identifiant d’événement)',
        response: { 200: webhookResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await billingEvents.handleWebhook(
        rawBody,
        typeof signature === 'string' ? signature : undefined,
        request.log,
      );
      return { received: true as const };
    },
  );
};
