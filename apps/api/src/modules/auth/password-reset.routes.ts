import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from '@plume/contracts/account-recovery';
import { errorBodySchema } from '@plume/contracts/errors';
import type { PasswordResetService } from './password-reset.service';

const tags = ['auth'];

/** Account recovery by e-mail (public: the person cannot sign in). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ resets: PasswordResetService }> = async (
  app,
  { resets },
) => {
  app.post(
    '/forgot-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Recevoir un lien de réinitialisation du mot de passe par e-mail',
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    // The request's logger: a failed e-mail, reported after the answer, still names its request.
    async (request) => resets.requestReset(request.body.email, request.ip, request.log),
  );

  app.post(
    '/reset-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Choisir un nouveau mot de passe avec le lien reçu (usage unique, valable une heure)',
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, 400: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => resets.resetPassword(request.body),
  );
};
