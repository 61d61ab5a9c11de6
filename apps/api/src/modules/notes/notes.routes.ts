import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@plume/contracts/errors';
import {
  noteDeletedSchema,
  noteRequestSchema,
  noteResponseSchema,
  notesResponseSchema,
} from '@plume/contracts/notes';
import { sendKeptJson } from '../../lib/kept-json';
import { accountStamp, currentUserId } from '../../plugins/authenticate';
import type { NotesService } from './notes.service';

const tags = ['notes'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
// The id is optional in the path so that a call without it answers the spec's 'ID de note manquant'.
const params = z.object({ id: z.string().max(100).optional() });

export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Notes',
        response: { 200: notesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendKeptJson(reply, await notes.list(currentUserId(request), accountStamp(request))),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Créer une note',
        body: noteRequestSchema,
        response: { 201: noteResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notes.create(currentUserId(request), request.body)),
  );

  app.put(
    '/:id?',
    {
      schema: {
        tags,
        security,
        summary: 'Modifier une note',
        params,
        body: noteRequestSchema,
        response: { 200: noteResponseSchema, ...errors },
      },
    },
    async (request) => notes.update(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/:id?',
    {
      schema: {
        tags,
        security,
        summary: 'Supprimer une note',
        params,
        response: { 200: noteDeletedSchema, ...errors },
      },
    },
    async (request) => notes.remove(currentUserId(request), request.params.id),
  );
};
