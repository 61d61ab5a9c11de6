import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '@plume/contracts/auth';
import { errorBodySchema } from '@plume/contracts/errors';
import {
  authUrlResponseSchema,
  facebookCallbackRequestSchema,
  facebookCallbackResponseSchema,
  platformParamsSchema,
  selectAccountRequestSchema,
  selectAccountResponseSchema,
  selectFacebookPageRequestSchema,
  selectFacebookPageResponseSchema,
  socialConnectionsSchema,
} from '@plume/contracts/social';
import { NETWORKS } from '@plume/contracts/networks';
import { currentUserId } from '../../plugins/authenticate';
import { appOrigin, type AppOrigins } from './app-origin';
import type { SocialService } from './social.service';

const tags = ['réseaux sociaux'];
const security = [{ bearerAuth: [] }];

export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService; origins: AppOrigins }> = async (
  app,
  { social, origins },
) => {
  app.get(
    '/connections',
    {
      schema: {
        tags,
        security,
        summary: 'Comptes connectés',
        response: { 200: socialConnectionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => social.connections(currentUserId(request)),
  );

  for (const network of NETWORKS) {
    app.get(
      `/${network.id}/auth-url`,
      {
        schema: {
          tags,
          security,
          summary: `Adresse d'autorisation ${network.label} (state signé, 10 min)`,
          response: { 200: authUrlResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => social.authUrl(currentUserId(request), network.id, appOrigin(origins, request)),
    );
  }

  app.post(
    '/facebook/callback',
    {
      schema: {
        tags,
        security,
        summary: 'Échanger le code Facebook (Pages et jetons de Page)',
        body: facebookCallbackRequestSchema,
        response: { 200: facebookCallbackResponseSchema, 400: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) =>
      social.facebookCallback(currentUserId(request), request.body, appOrigin(origins, request)),
  );

  app.put(
    '/facebook/page',
    {
      schema: {
        tags,
        security,
        summary: 'Choisir la Page Facebook utilisée',
        body: selectFacebookPageRequestSchema,
        response: { 200: selectFacebookPageResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => social.selectFacebookPage(currentUserId(request), request.body.page_id),
  );

  app.put(
    '/:platform/account',
    {
      schema: {
        tags,
        security,
        summary: 'Choisir le compte utilisé sur un réseau (membre ou page administrée)',
        params: platformParamsSchema,
        body: selectAccountRequestSchema,
        response: { 200: selectAccountResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      social.selectAccount(currentUserId(request), request.params.platform, request.body.account_id),
  );

  app.delete(
    '/connections/:platform',
    {
      schema: {
        tags,
        security,
        summary: 'Déconnecter un réseau',
        params: platformParamsSchema,
        response: { 200: successResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => social.disconnect(currentUserId(request), request.params.platform),
  );
};
