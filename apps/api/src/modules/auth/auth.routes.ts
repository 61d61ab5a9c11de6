import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  successResponseSchema,
  tokenPairSchema,
  userSchema,
} from '@plume/contracts/auth';
import { errorBodySchema } from '@plume/contracts/errors';
import { sendKeptJson } from '../../lib/kept-json';
import { currentUserId } from '../../plugins/authenticate';
import type { AuthService } from './auth.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/register',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Créer un compte (démarre l’essai gratuit d’un mois)',
        body: registerRequestSchema,
        response: {
          201: registerResponseSchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  );

  app.post(
    '/login-robust',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Se connecter',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/refresh',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Échanger un jeton de rafraîchissement (rotation)',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, 401: errorBodySchema },
      },
    },
    async (request) => auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Se déconnecter',
        body: logoutRequestSchema.nullish(),
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(request.body?.refresh_token);
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'Utilisateur connecté',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    // The view of a user read less than the cache's TTL ago is the same object: written and hashed once.
    async (request, reply) => sendKeptJson(reply, await auth.me(currentUserId(request))),
  );
};
