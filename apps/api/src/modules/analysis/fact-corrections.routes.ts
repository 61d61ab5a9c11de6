import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@plume/contracts/errors';
import { websiteAnalysisSchema } from '@plume/contracts/website-analysis';
import {
  factAdditionRequestSchema,
  factCorrectionRequestSchema,
  factIdParamsSchema,
} from '@plume/contracts/website-facts';
import { currentUserId } from '../../plugins/authenticate';
import type { FactCorrectionsService } from './fact-corrections.service';

const tags = ['website-analysis'];
const security = [{ bearerAuth: [] }];
const answers = {
  200: websiteAnalysisSchema,
  401: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
};

/** The owner's corrections to the facts of the analysis (ADR 0020); each answers the corrected analysis. */
export const factCorrectionsRoutes: FastifyPluginAsyncZod<{ facts: FactCorrectionsService }> = async (
  app,
  { facts },
) => {
  app.post(
    '/facts',
    {
      schema: {
        tags,
        security,
        summary: 'Ajouter une information que le site ne donne pas',
        body: factAdditionRequestSchema,
        response: { ...answers, 201: websiteAnalysisSchema },
      },
    },
    async (request, reply) => {
      const analysis = await facts.add(currentUserId(request), request.body.value);
      return reply.status(201).send(analysis);
    },
  );

  app.put(
    '/facts/:factId',
    {
      schema: {
        tags,
        security,
        summary: 'Corriger une information du site (la correction survit aux nouvelles analyses)',
        params: factIdParamsSchema,
        body: factCorrectionRequestSchema,
        response: answers,
      },
    },
    async (request) => facts.correct(currentUserId(request), request.params.factId, request.body.value),
  );

  app.delete(
    '/facts/:factId',
    {
      schema: {
        tags,
        security,
        summary: 'Retirer une information de l’analyse',
        params: factIdParamsSchema,
        response: answers,
      },
    },
    async (request) => facts.remove(currentUserId(request), request.params.factId),
  );

  app.delete(
    '/facts/:factId/correction',
    {
      schema: {
        tags,
        security,
        summary: 'Annuler la correction ou le retrait : revenir à ce que dit le site',
        params: factIdParamsSchema,
        response: answers,
      },
    },
    async (request) => facts.restore(currentUserId(request), request.params.factId),
  );
};
