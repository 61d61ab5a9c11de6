import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@plume/contracts/errors';
import { contentUpdatedResponseSchema } from '@plume/contracts/library';
import {
  saveStockImageRequestSchema,
  stockCategoriesResponseSchema,
  stockSearchQuerySchema,
  stockSearchResponseSchema,
} from '@plume/contracts/stock-images';
import { currentUserId } from '../../plugins/authenticate';
import type { StockImagesService } from './stock-images.service';

const tags = ['stock-images'];
const errors = { 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema };

export const stockImagesRoutes: FastifyPluginAsyncZod<{ stockImages: StockImagesService }> = async (
  app,
  options,
) => {
  const { stockImages } = options;

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Catégories suggérées',
        response: { 200: stockCategoriesResponseSchema, 401: errorBodySchema },
      },
    },
    async () => stockImages.categories(),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Rechercher des images libres (photo, recherche sûre, en français)',
        querystring: stockSearchQuerySchema,
        response: { 200: stockSearchResponseSchema, ...errors },
      },
    },
    async (request) => stockImages.search(request.query),
  );

  app.post(
    '/save-image',
    {
      schema: {
        tags,
        summary: 'Enregistrer une image libre dans la bibliothèque',
        body: saveStockImageRequestSchema,
        response: {
          200: contentUpdatedResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => stockImages.save(currentUserId(request), request.body),
  );

  // The demonstration catalogue's pictures: generated, identical for everyone, so public and cacheable.
  app.get(
    '/demo/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Image du catalogue de démonstration',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const id = Number(/^(\d+)\.jpg$/.exec(request.params.file)?.[1]);
      const picture = await stockImages.preview(id);
      return reply.header('cache-control', 'public, max-age=86400').type('image/jpeg').send(picture);
    },
  );
};
