import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  businessProfileSchema,
  generationChecklistQuerySchema,
  generationChecklistSchema,
  logoUploadResponseSchema,
  updateBusinessProfileRequestSchema,
} from '@plume/contracts/business-profile';
import { errorBodySchema } from '@plume/contracts/errors';
import { AppError } from '../../errors/app-error';
import { currentUserId } from '../../plugins/authenticate';
import type { BusinessProfileService } from './business-profile.service';

const tags = ['business-profile'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorBodySchema, 422: errorBodySchema };

export const businessProfileRoutes: FastifyPluginAsyncZod<{ profiles: BusinessProfileService }> = async (
  app,
  { profiles },
) => {
  await app.register(multipart, { limits: { files: 1, fileSize: LOGO_MAX_BYTES, fields: 0 } });

  app.get(
    '/',
    {
      schema: { tags, security, summary: 'Profil de l’entreprise', response: { 200: businessProfileSchema } },
    },
    async (request) => profiles.get(currentUserId(request)),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Enregistrer un champ du profil (un seul par appel)',
        body: updateBusinessProfileRequestSchema,
        response: { 200: businessProfileSchema, ...errors },
      },
    },
    async (request) => profiles.updateField(currentUserId(request), request.body),
  );

  app.post(
    '/logo',
    {
      schema: {
        tags,
        security,
        summary: 'Envoyer le logo (image, 2 Mo au plus ; redimensionné)',
        multipart: { file: 'logo' },
        response: { 201: logoUploadResponseSchema, 413: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('LOGO_MISSING');
      const file = await request.file();
      if (!file) throw new AppError('LOGO_MISSING');
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('LOGO_TOO_LARGE') : error;
      });
      return reply.status(201).send(await profiles.uploadLogo(currentUserId(request), bytes));
    },
  );

  // Public on purpose: an <img> cannot send a bearer token, a logo is public branding, and the address holds
  // the owner's random identifier (see docs/decisions/0005-business-logo-url.md).
  app.get(
    '/logo/:userId',
    {
      config: { public: true },
      schema: { tags, summary: 'Logo de l’entreprise', params: z.object({ userId: z.uuid() }) },
    },
    async (request, reply) => {
      const logo = await profiles.readLogo(request.params.userId);
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=86400')
        .send(logo.image);
    },
  );

  app.get(
    '/checklist',
    {
      schema: {
        tags,
        security,
        summary: 'Prérequis conseillés avant la génération du mois (spec §4.7)',
        querystring: generationChecklistQuerySchema,
        response: { 200: generationChecklistSchema, ...errors },
      },
    },
    async (request) => profiles.checklist(currentUserId(request), request.query),
  );
};
