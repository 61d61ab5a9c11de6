import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { errorBodySchema } from '@plume/contracts/errors';
import { networkDescription } from '@plume/contracts/networks';
import {
  connectablePlatformSchema,
  sandboxFeedSchema,
  type ConnectablePlatform,
} from '@plume/contracts/social';
import { AppError } from '../../errors/app-error';
import { callbackPath } from '../../networks/plugin';
import { pluginOf } from '../../networks/registry';
import { renderConsentPage } from '../../networks/sandbox/consent-page';
import { SANDBOX_CODE_PREFIX } from '../../networks/sandbox/twin';
import { currentUserId } from '../../plugins/authenticate';
import type { AppOrigins } from './app-origin';
import type { SandboxFeedRepository } from './sandbox-feed.repository';

const tags = ['réseau de démonstration'];

/** Only our own callback pages: the consent page must not become an open redirect. */
function allowedRedirect(origins: AppOrigins, platform: ConnectablePlatform, redirectUri: string) {
  const plugin = pluginOf(platform);
  if (!plugin || !URL.canParse(redirectUri)) return false;
  const url = new URL(redirectUri);
  const path = callbackPath(plugin);
  return origins.allowedOrigins.includes(url.origin) && url.pathname === path && url.search === '';
}

export const sandboxRoutes: FastifyPluginAsyncZod<{
  origins: AppOrigins;
  /** BRAND_NAME, on the consent page. */
  brand: string;
  feed: SandboxFeedRepository;
}> = async (app, { origins, brand, feed }) => {
  app.get(
    '/consent',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Page d'autorisation du réseau de démonstration",
        querystring: z.object({
          platform: connectablePlatformSchema,
          state: z.string().min(1).max(4096),
          redirect_uri: z.string().min(1).max(2048),
        }),
      },
    },
    async (request, reply) => {
      const { platform, state, redirect_uri: redirectUri } = request.query;
      const plugin = pluginOf(platform);
      if (!plugin || !allowedRedirect(origins, platform, redirectUri))
        throw new AppError('MALFORMED_REQUEST');
      const back = (params: Record<string, string>) =>
        `${redirectUri}?${new URLSearchParams({ ...params, state }).toString()}`;
      const html = renderConsentPage({
        network: networkDescription(platform).label,
        text: plugin.twinConsent,
        brand,
        allowUrl: back({ code: SANDBOX_CODE_PREFIX + randomBytes(12).toString('base64url') }),
        denyUrl: back({ error: 'access_denied', error_reason: 'user_denied' }),
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/feed',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Fil des posts publiés sur le réseau de démonstration',
        response: { 200: sandboxFeedSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const posts = await feed.listPosts(currentUserId(request));
      return {
        posts: posts.map((post) => ({
          id: post.id,
          platform: post.platform,
          account_name: post.accountName,
          text: post.text,
          published_at: post.publishedAt.toISOString(),
          media: post.media.map((item) => ({ id: item.id, kind: item.kind, mime_type: item.mimeType })),
        })),
      };
    },
  );

  app.get(
    '/media/:id',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "Média d'un post du fil de démonstration",
        params: z.object({ id: z.uuid('Identifiant de média invalide') }),
      },
    },
    async (request, reply) => {
      const media = await feed.findMedia(currentUserId(request), request.params.id);
      if (!media) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', 'private, max-age=3600').type(media.mimeType).send(media.bytes);
    },
  );
};
