import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentIdParamsSchema, mediaQuerySchema } from '@plume/contracts/library';
import type { FastifyReply } from 'fastify';
import type { MediaAccessService, MediaResponse } from './media-access.service';
import { placeholderPng } from './placeholder';

const tags = ['library'];

/** The URL carries the token and changes when it does, so the browser may keep the bytes as long as it likes. */
const CACHE_CONTROL = 'private, max-age=86400, immutable';

async function sendMedia(reply: FastifyReply, media: MediaResponse) {
  if (media.kind === 'placeholder') {
    return reply
      .header('cache-control', 'private, max-age=300')
      .type('image/png')
      .send(await placeholderPng());
  }
  reply.header('etag', media.etag).header('cache-control', CACHE_CONTROL).header('accept-ranges', 'bytes');
  if (media.kind === 'not-modified') return reply.status(304).send();
  const { object, range } = media;
  reply.type(media.contentType).header('content-length', range ? range.end - range.start + 1 : object.size);
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
  return reply.send(object.body);
}

/** Media bytes for <img> and <video>: authenticated by the media token in the query, not a bearer header. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaAccessService }> = async (app, { media }) => {
  for (const variant of ['file', 'thumb'] as const) {
    app.get(
      `/content/:id/${variant}`,
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            variant === 'file'
              ? 'Fichier d’un contenu (jeton de média)'
              : 'Vignette d’un contenu (jeton de média)',
          params: contentIdParamsSchema,
          querystring: mediaQuerySchema,
        },
      },
      async (request, reply) =>
        sendMedia(
          reply,
          await media.open({
            id: request.params.id,
            variant,
            token: request.query.token,
            range: request.headers.range,
            ifNoneMatch: request.headers['if-none-match'],
          }),
        ),
    );
  }

  app.get(
    '/placeholder.png',
    { config: { public: true }, schema: { tags, summary: 'Image de remplacement' } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(await placeholderPng()),
  );
};
