import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@plume/contracts/errors';
import {
  attachImageRequestSchema,
  attachImageResponseSchema,
  deletePostResponseSchema,
  generateRequestSchema,
  generateResponseSchema,
  generationStatusQuerySchema,
  generationStatusSchema,
  modifyRequestSchema,
  modifyResponseSchema,
  postsListQuerySchema,
  postsResponseSchema,
  savePostRequestSchema,
  savePostResponseSchema,
} from '@plume/contracts/posts';
import { sendJsonText } from '../../lib/kept-json';
import { accountStamp, currentUserId } from '../../plugins/authenticate';
import type { SubscriptionGate } from '../payments/subscription-gate';
import type { GenerationService } from './generation.service';
import type { PostsService } from './posts.service';

const tags = ['posts'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().min(1).max(100) });
const errors = { 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** docs/spec/part-2-signed-in-application.md §7 (posts calls): generation, the posts list, rewrite preview,
 * save, delete, attach media. */
export const postsRoutes: FastifyPluginAsyncZod<{
  posts: PostsService;
  generation: GenerationService;
  subscriptionGate: SubscriptionGate;
}> = async (app, { posts, generation, subscriptionGate }) => {
  app.post(
    '/generate',
    {
      preHandler: subscriptionGate,
      schema: {
        tags,
        security,
        summary: "Générer les posts d'un mois",
        body: generateRequestSchema.optional(),
        response: { 200: generateResponseSchema, 402: errorBodySchema, ...errors },
      },
    },
    async (request) => generation.generate(currentUserId(request), request.body ?? {}),
  );

  app.get(
    '/generation-status',
    {
      schema: {
        tags,
        security,
        summary: "Avancement de la génération d'un mois",
        querystring: generationStatusQuerySchema,
        response: { 200: generationStatusSchema, ...errors },
      },
    },
    async (request) => generation.status(currentUserId(request), request.query.month_key),
  );

  app.get(
    '/generated',
    {
      // The answer is JSON text built by toPost (typed as the contract's Post, proven against
      // postsResponseSchema by posts-list.int.test.ts) and cached per owner: it is sent as it is (ADR 0013, 0014).
      schema: {
        tags,
        security,
        summary: 'Posts',
        querystring: postsListQuerySchema,
        response: { 200: postsResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    // Pre-serialised JSON of the 200 schema, with its ETag computed once per cached body.
    async (request, reply) =>
      sendJsonText(
        reply,
        await posts.listJson(currentUserId(request), request.query.month_key, accountStamp(request)),
      ),
  );

  app.delete(
    '/generated/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Supprimer un post non validé',
        params,
        response: { 200: deletePostResponseSchema, ...errors },
      },
    },
    async (request) => posts.remove(currentUserId(request), request.params.id),
  );

  app.put(
    '/:id/modify',
    {
      schema: {
        tags,
        security,
        summary: "Réécriture d'un post par l'IA (aperçu non enregistré)",
        params,
        body: modifyRequestSchema,
        response: { 200: modifyResponseSchema, ...errors },
      },
    },
    async (request) =>
      posts.modify(currentUserId(request), request.params.id, request.body.modification_request),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Enregistrer un post',
        params,
        body: savePostRequestSchema,
        response: { 200: savePostResponseSchema, ...errors },
      },
    },
    async (request) => posts.save(currentUserId(request), request.params.id, request.body),
  );

  app.put(
    '/:id/attach-image',
    {
      schema: {
        tags,
        security,
        summary: 'Ajouter une image (bibliothèque, envoi ou image libre) à un post',
        params,
        body: attachImageRequestSchema,
        response: { 200: attachImageResponseSchema, ...errors },
      },
    },
    async (request) => posts.attachImage(currentUserId(request), request.params.id, request.body),
  );
};
