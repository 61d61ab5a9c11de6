import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminPaymentSchema,
  adminPlanSchema,
  adminPlanUpdateSchema,
  adminReferralSchema,
  adminStatsSchema,
  adminSubscriptionUpdateSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  promoCodeCreateSchema,
  promoCodeSchema,
  promoCodeToggleSchema,
  revenueAnalyticsSchema,
  revenueQuerySchema,
} from '@plume/contracts/admin';
import { successResponseSchema } from '@plume/contracts/auth';
import { errorBodySchema } from '@plume/contracts/errors';
import { currentUserId } from '../../plugins/authenticate';
import type { AdminService } from './admin.service';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
// Every route here is for administrators only: the authentication hook answers 403 to anyone else.
const config = { admin: true };
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const schema = <T extends object>(summary: string, extra: T) => ({ tags, security, summary, ...extra });

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.get(
    '/stats',
    { config, schema: schema('Statistiques', { response: { 200: adminStatsSchema, ...errors } }) },
    (request) => admin.stats(currentUserId(request)),
  );

  app.get(
    '/users',
    {
      config,
      schema: schema('Utilisateurs', {
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errors },
      }),
    },
    (request) => admin.listUsers(request.query),
  );

  app.put(
    '/users/:id/subscription',
    {
      config,
      schema: schema('Changer un abonnement', {
        params: adminIdParamsSchema,
        body: adminSubscriptionUpdateSchema,
        response: { 200: successResponseSchema, ...errors },
      }),
    },
    (request) => admin.updateSubscription(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config,
      schema: schema('Supprimer un utilisateur', {
        params: adminIdParamsSchema,
        response: { 200: successResponseSchema, 409: errorBodySchema, ...errors },
      }),
    },
    (request) => admin.deleteUser(currentUserId(request), request.params.id),
  );

  app.get(
    '/subscription-plans',
    { config, schema: schema('Forfaits', { response: { 200: z.array(adminPlanSchema), ...errors } }) },
    () => admin.listPlans(),
  );

  app.put(
    '/subscription-plans/:id',
    {
      config,
      schema: schema('Modifier un forfait', {
        params: adminIdParamsSchema,
        body: adminPlanUpdateSchema,
        response: { 200: adminPlanSchema, ...errors },
      }),
    },
    (request) => admin.updatePlan(currentUserId(request), request.params.id, request.body),
  );

  app.get(
    '/promo-codes',
    { config, schema: schema('Codes promo', { response: { 200: z.array(promoCodeSchema), ...errors } }) },
    () => admin.listPromoCodes(),
  );

  app.post(
    '/promo-codes',
    {
      config,
      schema: schema('Créer un code promo', {
        body: promoCodeCreateSchema,
        response: { 201: promoCodeSchema, 409: errorBodySchema, ...errors },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await admin.createPromoCode(currentUserId(request), request.body)),
  );

  app.patch(
    '/promo-codes/:id',
    {
      config,
      schema: schema('Activer ou désactiver un code promo', {
        params: adminIdParamsSchema,
        body: promoCodeToggleSchema,
        response: { 200: promoCodeSchema, ...errors },
      }),
    },
    (request) => admin.setPromoCodeActive(currentUserId(request), request.params.id, request.body.active),
  );

  app.get(
    '/payments',
    { config, schema: schema('Paiements', { response: { 200: z.array(adminPaymentSchema), ...errors } }) },
    () => admin.listPayments(),
  );

  app.get(
    '/referrals',
    { config, schema: schema('Parrainages', { response: { 200: z.array(adminReferralSchema), ...errors } }) },
    () => admin.listReferrals(),
  );

  app.get(
    '/analytics/revenue',
    {
      config,
      schema: schema('Revenus du mois', {
        querystring: revenueQuerySchema,
        response: { 200: revenueAnalyticsSchema, ...errors },
      }),
    },
    (request) => admin.revenue(currentUserId(request)),
  );
};
