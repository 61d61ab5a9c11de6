import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchDeleteRequestSchema,
  batchDeleteResponseSchema,
  contentIdParamsSchema,
  contentUpdatedResponseSchema,
  listContentQuerySchema,
  listContentResponseSchema,
  moveContentRequestSchema,
  updateContextRequestSchema,
  updateTitleRequestSchema,
  uploadFieldsSchema,
  uploadResponseSchema,
} from '@plume/contracts/library';
import { errorBodySchema } from '@plume/contracts/errors';
import { AppError } from '../../errors/app-error';
import { sendKeptJson } from '../../lib/kept-json';
import { accountStamp, currentUserId } from '../../plugins/authenticate';
import type { LibraryService } from './library.service';
import { withUploadedFiles, type UploadLimits } from './multipart-upload';
import type { UploadService } from './upload.service';

const tags = ['library'];
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

interface LibraryRoutesOptions {
  library: LibraryService;
  uploads: UploadService;
  uploadLimits: UploadLimits;
}

function parseUploadFields(fields: Record<string, string>) {
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new AppError('VALIDATION_ERROR', {
    detail: `Champ « ${issue?.path.join('.') || 'requête'} » : ${issue?.message ?? 'valeur invalide'}`,
  });
}

export const libraryRoutes: FastifyPluginAsyncZod<LibraryRoutesOptions> = async (app, options) => {
  const { library, uploads, uploadLimits } = options;
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxFileBytes, files: 50, fields: 20, fieldSize: 10_000 },
  });

  app.post(
    '/batch-upload',
    {
      schema: {
        tags,
        summary: 'Envoyer des photos et vidéos (multipart : files, attributed_month, upload_type…)',
        multipart: { file: 'files', multiple: true, fields: uploadFieldsSchema },
        response: { 200: uploadResponseSchema, 413: errorBodySchema, 415: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      withUploadedFiles(request, uploadLimits, async ({ fields, files }) => {
        const input = parseUploadFields(fields);
        return uploads.uploadBatch(
          currentUserId(request),
          {
            uploadType: input.upload_type,
            attributedMonth: input.attributed_month,
            commonTitle: input.common_title,
            commonContext: input.common_context,
          },
          files,
        );
      }),
  );

  app.get(
    '/pending-temp',
    {
      schema: {
        tags,
        summary: 'Contenus de la bibliothèque, du plus récent au plus ancien',
        querystring: listContentQuerySchema,
        response: { 200: listContentResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendKeptJson(reply, await library.list(currentUserId(request), request.query, accountStamp(request))),
  );

  app.delete(
    '/batch',
    {
      schema: {
        tags,
        summary: 'Supprimer plusieurs contenus',
        body: batchDeleteRequestSchema,
        response: { 200: batchDeleteResponseSchema, ...errors },
      },
    },
    async (request) => library.deleteMany(currentUserId(request), request.body.content_ids),
  );

  const update = { 200: contentUpdatedResponseSchema, ...errors };
  app.put(
    '/:id/title',
    {
      schema: {
        tags,
        summary: 'Modifier le titre',
        params: contentIdParamsSchema,
        body: updateTitleRequestSchema,
        response: update,
      },
    },
    async (request) => library.updateTitle(currentUserId(request), request.params.id, request.body.title),
  );
  app.put(
    '/:id/context',
    {
      schema: {
        tags,
        summary: 'Modifier le contexte',
        params: contentIdParamsSchema,
        body: updateContextRequestSchema,
        response: update,
      },
    },
    async (request) => library.updateContext(currentUserId(request), request.params.id, request.body.context),
  );
  app.put(
    '/:id/move',
    {
      schema: {
        tags,
        summary: 'Déplacer vers un autre mois',
        params: contentIdParamsSchema,
        body: moveContentRequestSchema,
        response: update,
      },
    },
    async (request) => library.move(currentUserId(request), request.params.id, request.body.target_month),
  );
};
