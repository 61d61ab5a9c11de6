import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutStatusParamsSchema,
  checkoutStatusSchema,
  mySubscriptionSchema,
  packagesResponseSchema,
  portalRequestSchema,
  portalResponseSchema,
} from '@plume/contracts/payments';
import { errorBodySchema } from '@plume/contracts/errors';
import { currentUserId } from '../../plugins/authenticate';
import type { CheckoutService } from './checkout.service';
import type { SubscriptionService } from './subscription.service';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export const paymentsRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  subscriptions: SubscriptionService;
}> = async (app, { checkout, subscriptions }) => {
  app.get(
    '/packages',
    {
      schema: {
        tags,
        security,
        summary: 'Forfaits (montants en euros par mois)',
        response: { 200: packagesResponseSchema, 401: errorBodySchema },
      },
    },
    async () => checkout.listPackages(),
  );

  app.get(
    '/my-subscription',
    {
      schema: {
        tags,
        security,
        summary: 'Mon abonnement et mon parrainage',
        response: { 200: mySubscriptionSchema, 401: errorBodySchema },
      },
    },
    async (request) => subscriptions.mySubscription(currentUserId(request)),
  );

  app.post(
    '/v1/checkout/session',
    {
      schema: {
        tags,
        security,
        summary: 'Ouvrir une session de paiement (redirection vers la page hébergée)',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => checkout.createCheckout(currentUserId(request), request.body),
  );

  app.get(
    '/v1/checkout/status/:session_id',
    {
      schema: {
        tags,
        security,
        summary: 'État d’une de mes sessions de paiement, lu chez le prestataire',
        params: checkoutStatusParamsSchema,
        response: { 200: checkoutStatusSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) =>
      checkout.checkoutStatus(currentUserId(request), request.params.session_id, request.log),
  );

  app.post(
    '/portal',
    {
      schema: {
        tags,
        security,
        summary: 'Portail client (résiliation, moyens de paiement, factures)',
        body: portalRequestSchema,
        response: { 200: portalResponseSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => checkout.createPortal(currentUserId(request), request.body.origin_url),
  );
};
