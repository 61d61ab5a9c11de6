import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@plume/contracts/errors';
import {
  analyzeRequestSchema,
  websiteAnalysisResponseSchema,
  websiteAnalysisSchema,
} from '@plume/contracts/website-analysis';
import { currentUserId } from '../../plugins/authenticate';
import type { AnalysisService } from './analysis.service';

const tags = ['website-analysis'];
const security = [{ bearerAuth: [] }];

export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (
  app,
  { analysis },
) => {
  app.get(
    '/analysis',
    {
      schema: {
        tags,
        security,
        summary: 'Dernière analyse du site (null si aucune)',
        response: { 200: websiteAnalysisResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => analysis.get(currentUserId(request)),
  );

  app.post(
    '/analyze',
    {
      schema: {
        tags,
        security,
        summary: 'Analyser le site (90 s au plus, résultat conservé)',
        body: analyzeRequestSchema,
        response: {
          200: websiteAnalysisSchema,
          401: errorBodySchema,
          408: errorBodySchema,
          422: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => analysis.analyse(currentUserId(request), request.body.website_url),
  );
};
