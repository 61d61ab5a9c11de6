import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@plume/contracts/errors';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  moveRequestSchema,
  publishRequestSchema,
  publishResponseSchema,
  retryResponseSchema,
  scheduleRequestSchema,
  scheduleResponseSchema,
  schedulingMessageResponseSchema,
} from '@plume/contracts/posts';
import { sendJsonText } from '../../lib/kept-json';
import { accountStamp, currentUserId } from '../../plugins/authenticate';
import type { SubscriptionGate } from '../payments/subscription-gate';
import type { PublishingService } from './publishing.service';

const tags = ['publication'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  502: errorBodySchema,
};
const params = z.object({ id: z.string().max(100) });

/** docs/spec/part-2-signed-in-application.md §7: schedule, publish, unschedule, move and the calendar (plus
 * retry of a failed post). */
export const publishingRoutes: FastifyPluginAsyncZod<{
  publishing: PublishingService;
  subscriptionGate: SubscriptionGate;
}> = async (app, { publishing, subscriptionGate }) => {
  const gated = { preHandler: subscriptionGate };
  const route = (summary: string) => ({ tags, security, summary });

  app.post(
    '/posts/schedule',
    {
      ...gated,
      schema: {
        ...route('Programmer un post'),
        body: scheduleRequestSchema,
        response: { 200: scheduleResponseSchema, ...errors },
      },
    },
    async (request) => publishing.schedule(currentUserId(request), request.body),
  );

  app.post(
    '/posts/publish',
    {
      ...gated,
      schema: {
        ...route('Publier un post de suite'),
        body: publishRequestSchema,
        response: { 200: publishResponseSchema, ...errors },
      },
    },
    async (request) => publishing.publish(currentUserId(request), request.body.post_id),
  );

  app.post(
    '/posts/:id/retry',
    {
      ...gated,
      schema: {
        ...route('Relancer un post en échec'),
        params,
        response: { 200: retryResponseSchema, ...errors },
      },
    },
    async (request) => publishing.retry(currentUserId(request), request.params.id),
  );

  app.put(
    '/posts/:id/unschedule',
    {
      schema: {
        ...route('Déprogrammer un post'),
        params,
        response: { 200: schedulingMessageResponseSchema, ...errors },
      },
    },
    async (request) => publishing.unschedule(currentUserId(request), request.params.id),
  );

  for (const path of ['/posts/:id/schedule', '/posts/move-calendar-post/:id']) {
    app.put(
      path,
      {
        ...gated,
        schema: {
          ...route('Déplacer un post programmé'),
          params,
          body: moveRequestSchema,
          response: { 200: schedulingMessageResponseSchema, ...errors },
        },
      },
      async (request) =>
        publishing.move(currentUserId(request), request.params.id, request.body.scheduled_date),
    );
  }

  app.get(
    '/calendar/posts',
    {
      schema: {
        ...route('Posts du calendrier'),
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errors },
      },
    },
    // JSON text built by toPost, as the posts list sends it (ADR 0013, 0014), with its ETag computed once.
    async (request, reply) =>
      sendJsonText(
        reply,
        await publishing.calendar(currentUserId(request), request.query, accountStamp(request)),
      ),
  );
};
