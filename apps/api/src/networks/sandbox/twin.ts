import { randomBytes } from 'node:crypto';
import type { ConnectablePlatform } from '@plume/contracts/social';
import type { Clock } from '../../lib/clock';
import {
  SocialNetworkError,
  type NetworkAdapter,
  type PublishMedia,
  type Publisher,
  type RefreshableOAuth,
} from '../network.port';
import { findByContent } from '../published-match';

export const SANDBOX_CONSENT_PATH = '/api/social/sandbox/consent';
export const SANDBOX_CODE_PREFIX = 'sbx_code_';
const TOKEN_PREFIX = 'sbx_token_';

const random = () => randomBytes(18).toString('base64url');

/** One post a twin "publishes" to the sandbox feed. */
export interface SandboxFeedPost {
  userId: string;
  platform: ConnectablePlatform;
  accountId: string;
  accountName: string;
  text: string;
  media: { kind: 'image' | 'video'; mimeType: string; bytes: Buffer }[];
  publishedAt: Date;
}

/** The sandbox network's local feed, where a twin "publishes" (implemented by the social module). */
export interface SandboxFeed {
  insertPost(input: SandboxFeedPost): Promise<string>;
  recentOf(query: {
    userId: string;
    platform: ConnectablePlatform;
    accountId: string;
    since: Date;
  }): Promise<{ id: string; text: string; publishedAt: Date }[]>;
}

export interface TwinDeps {
  feed: SandboxFeed;
  clock: Clock;
}

/** What tells one network's twin from another's. */
export interface TwinSpec {
  platform: ConnectablePlatform;
  /** The accounts the consent gives, the first in use. */
  accounts: readonly { id: string; name: string }[];
  /** Token lifetime, as the real network gives (null: no expiry). */
  expiresInSeconds: number | null;
  /** The real network's refusals of a post (throws SocialNetworkError), so a demonstration behaves alike. */
  check(text: string, media: readonly PublishMedia[]): void;
}

/**
 * A network's demonstration twin ('mode démonstration'): the same ports as the real network, a local consent
 * page (Autoriser / Refuser) instead of the network's, and the local feed shown in the social tab.
 */
export function createTwin(deps: TwinDeps, spec: TwinSpec): NetworkAdapter<RefreshableOAuth> {
  const lifetime = spec.expiresInSeconds;
  const oauth: RefreshableOAuth = {
    authUrl: ({ state, redirectUri }) => {
      const params = new URLSearchParams({ platform: spec.platform, state, redirect_uri: redirectUri });
      return `${SANDBOX_CONSENT_PATH}?${params.toString()}`;
    },
    async exchangeCode({ code }) {
      if (!code.startsWith(SANDBOX_CODE_PREFIX)) throw new Error('code de démonstration inconnu');
      return {
        accounts: spec.accounts.map((account) => ({ ...account, accessToken: TOKEN_PREFIX + random() })),
        expiresInSeconds: lifetime,
      };
    },
    async refreshToken() {
      return { accessToken: TOKEN_PREFIX + random(), expiresInSeconds: lifetime ?? 60 * 86_400 };
    },
  };

  const publisher: Publisher = {
    async publish(request) {
      if (!request.accessToken.startsWith(TOKEN_PREFIX)) {
        throw new SocialNetworkError('permanent', "Jeton d'accès refusé par le réseau de démonstration.", {
          code: 190,
          tokenInvalid: true,
        });
      }
      spec.check(request.text, request.media);
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

  return { oauth, publisher, sandbox: true };
}
