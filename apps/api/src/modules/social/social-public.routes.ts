import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instagramCallbackQuerySchema } from '@plume/contracts/social';
import { networkDescription } from '@plume/contracts/networks';
import { AppError } from '../../errors/app-error';
import { networkPlugins } from '../../networks/registry';
import { appOrigin, type AppOrigins } from './app-origin';
import type { SocialService } from './social.service';
import type { MediaStagingService } from './staged-media';

const tags = ['réseaux sociaux'];

/** Reached without a session: the redirects of the networks whose callback is the API's (authenticated by
 * their signed state) and the media the networks fetch (authenticated by their signed URL). */
export const socialPublicRoutes: FastifyPluginAsyncZod<{
  social: SocialService;
  staging: MediaStagingService;
  origins: AppOrigins;
}> = async (app, { social, staging, origins }) => {
  for (const plugin of networkPlugins) {
    if (plugin.callback.kind !== 'server-redirect') continue;
    const { id } = plugin;
    app.get(
      `/${id}/callback`,
      {
        config: { public: true },
        schema: {
          tags,
          summary: `Retour de ${networkDescription(id).label} : renvoie vers l'application avec ${id}_success ou ${id}_error`,
          querystring: instagramCallbackQuerySchema,
        },
      },
      async (request, reply) =>
        reply.redirect(await social.redirectCallback(id, request.query, appOrigin(origins, request)), 303),
    );
  }

  app.get(
    '/media/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Média préparé pour un réseau (adresse signée, 24 h)',
        params: z.object({ id: z.uuid('Identifiant de média invalide') }),
        querystring: z.object({ u: z.string(), e: z.string(), s: z.string() }),
      },
    },
    async (request, reply) => {
      const media = await staging.open(request.params.id, request.query);
      if (!media) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', 'private, max-age=86400').type(media.mimeType).send(media.bytes);
    },
  );
};
