import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { facebookShape, instagramShape } from '../../modules/social/publish-rules';
import { findByContent } from '../../modules/social/published-match';
import type { SandboxFeedRepository } from '../../modules/social/sandbox-feed.repository';
import {
  SocialNetworkError,
  type FacebookOAuth,
  type InstagramOAuth,
  type Publisher,
} from '../../modules/social/social.ports';

export const SANDBOX_CONSENT_PATH = '/api/social/sandbox/consent';
export const SANDBOX_CODE_PREFIX = 'sbx_code_';
const TOKEN_PREFIX = 'sbx_token_';
const SIXTY_DAYS_SECONDS = 60 * 86_400;

const random = () => randomBytes(18).toString('base64url');

export const SANDBOX_FACEBOOK_PAGES = ['Ma Page (démo)', 'Ma seconde Page (démo)'];
export const SANDBOX_INSTAGRAM_USERNAME = 'mon_compte_demo';

function consentUrl(platform: 'facebook' | 'instagram', state: string, redirectUri: string) {
  const params = new URLSearchParams({ platform, state, redirect_uri: redirectUri });
  return `${SANDBOX_CONSENT_PATH}?${params.toString()}`;
}

function exchangeable(code: string) {
  if (!code.startsWith(SANDBOX_CODE_PREFIX)) throw new Error('code de démonstration inconnu');
}

/** The sandbox network ('mode démonstration'): the same ports as Meta, a local consent page instead of
 * Facebook's and Instagram's, and a local feed instead of the real networks. */
export function createSandboxNetwork(deps: { feed: SandboxFeedRepository; clock: Clock }) {
  const facebookOAuth: FacebookOAuth = {
    authUrl: ({ state, redirectUri }) => consentUrl('facebook', state, redirectUri),
    async exchangeCode({ code }) {
      exchangeable(code);
      return SANDBOX_FACEBOOK_PAGES.map((name, index) => ({
        id: `sandbox-page-${index + 1}`,
        name,
        accessToken: TOKEN_PREFIX + random(),
      }));
    },
  };

  const instagramOAuth: InstagramOAuth = {
    authUrl: ({ state, redirectUri }) => consentUrl('instagram', state, redirectUri),
    async exchangeCode({ code }) {
      exchangeable(code);
      return {
        accountId: 'sandbox-instagram-1',
        username: SANDBOX_INSTAGRAM_USERNAME,
        accessToken: TOKEN_PREFIX + random(),
        expiresInSeconds: SIXTY_DAYS_SECONDS,
      };
    },
    async refreshToken() {
      return { accessToken: TOKEN_PREFIX + random(), expiresInSeconds: SIXTY_DAYS_SECONDS };
    },
  };

  const publisher: Publisher = {
    async publish(request) {
      // The same refusals as the real networks, so a demonstration behaves like production.
      if (!request.accessToken.startsWith(TOKEN_PREFIX)) {
        throw new SocialNetworkError('permanent', "Jeton d'accès refusé par le réseau de démonstration.", {
          code: 190,
          tokenInvalid: true,
        });
      }
      if (request.platform === 'instagram') instagramShape(request.text, request.media);
      else facebookShape(request.media);
      const media = await Promise.all(
        request.media.map(async (item) => ({
          kind: item.kind,
          mimeType: item.mimeType,
          bytes: await item.read(),
        })),
      );
      const id = await deps.feed.insertPost({
        userId: request.userId,
        platform: request.platform,
        accountId: request.accountId,
        accountName: request.accountName,
        text: request.text,
        media,
        publishedAt: deps.clock.now(),
      });
      return { externalId: id };
    },

    /** The account's local feed since `since`, matched on the content hash like the real networks. */
    async findPublished({ userId, platform, accountId, since, text }) {
      const recent = await deps.feed.recentOf({ userId, platform, accountId, since });
      const candidates = recent.map((post) => ({
        id: post.id,
        text: post.text,
        createdAt: post.publishedAt,
      }));
      const found = findByContent(candidates, text, since);
      return found ? { externalId: found.id } : null;
    },
  };

  return {
    facebook: { oauth: facebookOAuth, publisher, sandbox: true },
    instagram: { oauth: instagramOAuth, publisher, sandbox: true },
  };
}
