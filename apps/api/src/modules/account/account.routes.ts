import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema, deleteAccountResponseSchema } from '@plume/contracts/account';
import { errorBodySchema } from '@plume/contracts/errors';
import { currentUserId } from '../../plugins/authenticate';
import type { AccountService } from './account.service';

const tags = ['account'];

/** The owner's privacy rights (privacy policy, "Vos droits"): export and deletion of the account. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Télécharger toutes mes données (ZIP : fichiers JSON et médias)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const { filename, stream } = await account.exportData(currentUserId(request));
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(stream);
    },
  );

  app.delete(
    '',
    {
      schema: {
        tags,
        summary: 'Supprimer mon compte (mot de passe et confirmation « SUPPRIMER »)',
        security: [{ bearerAuth: [] }],
        body: deleteAccountRequestSchema,
        response: {
          200: deleteAccountResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => account.deleteAccount(currentUserId(request), request.body, request.ip),
  );
};
