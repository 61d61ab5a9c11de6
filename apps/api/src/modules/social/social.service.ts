import type {
  ConnectablePlatform,
  FacebookCallbackRequest,
  FacebookCallbackResponse,
  InstagramErrorCode,
  Platform,
  SocialConnections,
} from '@plume/contracts/social';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { coalesce } from '../../lib/coalesce';
import type { TokenCipher } from '../../lib/encryption';
import type { OAuthStateClaims, OAuthStateSigner } from './oauth-state';
import type { SocialRepository } from './social.repository';
import {
  NEEDS_RECONNECT_REASON,
  SocialNetworkError,
  type MediaStaging,
  type PublishMedia,
  type PublishResult,
  type SocialNetworks,
} from './social.ports';

export const FACEBOOK_CALLBACK_PATH = '/auth/facebook/callback';
export const INSTAGRAM_CALLBACK_PATH = '/api/social/instagram/callback';

export interface SocialServiceDeps {
  repository: SocialRepository;
  networks: SocialNetworks;
  cipher: TokenCipher;
  states: OAuthStateSigner;
  stagingFor: (userId: string) => MediaStaging;
  clock: Clock;
}

export function createSocialService(deps: SocialServiceDeps) {
  const { repository, networks, cipher, states, clock } = deps;
  // Publications started together (a publish job batch) read their connections in one statement.
  const connectionOf = coalesce((accounts: { userId: string; platform: ConnectablePlatform }[]) =>
    repository.findMany(accounts),
  );

  /** Runs a call on the user's connected account with its token. A token the network rejects marks the
   * connection 'à reconnecter' before the error goes up to the publishing engine. */
  async function withAccount<Result>(
    userId: string,
    platform: ConnectablePlatform,
    call: (account: {
      userId: string;
      platform: ConnectablePlatform;
      accountId: string;
      accountName: string;
      accessToken: string;
    }) => Promise<Result>,
  ): Promise<Result> {
    const connection = await connectionOf({ userId, platform });
    if (!connection) throw new AppError('SOCIAL_CONNECTION_NOT_FOUND');
    if (connection.status === 'needs_reconnect') {
      throw new SocialNetworkError('permanent', NEEDS_RECONNECT_REASON, { tokenInvalid: true });
    }
    try {
      return await call({
        userId,
        platform,
        accountId: connection.accountId,
        accountName: connection.accountName,
        accessToken: cipher.decrypt(connection.accessTokenEncrypted),
      });
    } catch (error) {
      if (error instanceof SocialNetworkError && error.tokenInvalid) {
        await repository.markNeedsReconnect(userId, platform);
      }
      throw error;
    }
  }

  /** Signature, expiry and network first, then the nonce is spent: a state works once. */
  async function spendState(state: string, platform: ConnectablePlatform): Promise<OAuthStateClaims | null> {
    const check = states.check(state, platform);
    if (!check.ok) return null;
    const fresh = await repository.consumeStateNonce(check.claims.nonce, check.claims.expiresAt);
    return fresh ? check.claims : null;
  }

  async function completeInstagram(
    query: { code?: string; state?: string; error?: string },
    appOrigin: string,
  ): Promise<string> {
    const fail = (code: InstagramErrorCode) => `/?instagram_error=${code}`;
    if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'callback_error');
    if (!query.code || !query.state) return fail('missing_parameters');
    const claims = await spendState(query.state, 'instagram');
    if (!claims) return fail('callback_error');
    // Instagram appends "#_" to the code it redirects with.
    const code = query.code.replace(/#_$/, '');
    let grant;
    try {
      grant = await networks.instagram.oauth.exchangeCode({
        code,
        redirectUri: appOrigin + INSTAGRAM_CALLBACK_PATH,
      });
    } catch {
      return fail('token_exchange_failed');
    }
    const now = clock.now();
    await repository.saveInstagram({
      userId: claims.userId,
      accountId: grant.accountId,
      username: grant.username,
      accessTokenEncrypted: cipher.encrypt(grant.accessToken),
      tokenExpiresAt: new Date(now.getTime() + grant.expiresInSeconds * 1000),
      now,
    });
    const params = new URLSearchParams({ instagram_success: 'true', username: grant.username });
    return `/?${params.toString()}`;
  }

  return {
    async connections(userId: string): Promise<SocialConnections> {
      const { rows, pages } = await repository.listForUser(userId);
      const base = (row: (typeof rows)[number]) => ({
        connected_at: row.connectedAt.toISOString(),
        is_active: row.status === 'active',
        needs_reconnect: row.status === 'needs_reconnect',
      });
      const instagram = rows.find((row) => row.platform === 'instagram');
      const facebook = rows.find((row) => row.platform === 'facebook');
      return {
        instagram: instagram ? { ...base(instagram), username: instagram.accountName } : null,
        facebook: facebook
          ? { ...base(facebook), page_name: facebook.accountName, page_id: facebook.accountId, pages }
          : null,
        linkedin: null,
        sandbox: { facebook: networks.facebook.sandbox, instagram: networks.instagram.sandbox },
      };
    },

    authUrl(userId: string, platform: ConnectablePlatform, appOrigin: string) {
      const state = states.issue(userId, platform);
      const redirectUri =
        appOrigin + (platform === 'facebook' ? FACEBOOK_CALLBACK_PATH : INSTAGRAM_CALLBACK_PATH);
      return { auth_url: networks[platform].oauth.authUrl({ state, redirectUri }), state };
    },

    async facebookCallback(
      userId: string,
      input: FacebookCallbackRequest,
      appOrigin: string,
    ): Promise<FacebookCallbackResponse> {
      const claims = await spendState(input.state, 'facebook');
      if (!claims || claims.userId !== userId) throw new AppError('OAUTH_STATE_INVALID');
      const grants = await networks.facebook.oauth
        .exchangeCode({ code: input.code, redirectUri: appOrigin + FACEBOOK_CALLBACK_PATH })
        .catch((error: unknown) => {
          throw new AppError('SOCIAL_AUTH_FAILED', { cause: error });
        });
      const [first] = grants;
      if (!first) throw new AppError('FACEBOOK_NO_PAGE');
      const pages = grants.map((grant) => ({
        pageId: grant.id,
        name: grant.name,
        accessTokenEncrypted: cipher.encrypt(grant.accessToken),
      }));
      await repository.saveFacebook({ userId, pages, now: clock.now() });
      return {
        success: true,
        page_name: first.name,
        page_id: first.id,
        pages: grants.map(({ id, name }) => ({ id, name })),
      };
    },

    /** The server side of the Instagram redirect: where to send the browser back to, with the spec's
     * parameters (`instagram_success` + `username`, or `instagram_error=<code>`). */
    async instagramCallback(
      query: { code?: string; state?: string; error?: string },
      appOrigin: string,
    ): Promise<string> {
      // The browser is on its way back to the app: any failure still ends in a redirect with a code.
      return completeInstagram(query, appOrigin).catch(() => '/?instagram_error=callback_error');
    },

    async selectFacebookPage(userId: string, pageId: string) {
      const page = await repository.selectFacebookPage(userId, pageId);
      if (!page) throw new AppError('FACEBOOK_PAGE_NOT_FOUND');
      return { success: true as const, page_name: page.name, page_id: page.pageId };
    },

    async disconnect(userId: string, platform: Platform) {
      const removed = platform !== 'linkedin' && (await repository.remove(userId, platform));
      if (!removed) throw new AppError('SOCIAL_CONNECTION_NOT_FOUND');
      return { success: true as const };
    },

    /** Publishes on the user's connected account. */
    async publish(
      userId: string,
      platform: ConnectablePlatform,
      post: { text: string; media: readonly PublishMedia[] },
    ): Promise<PublishResult> {
      return withAccount(userId, platform, (account) =>
        networks[platform].publisher.publish({
          ...account,
          text: post.text,
          media: post.media,
          staging: deps.stagingFor(userId),
        }),
      );
    },

    /** Asks the user's connected account whether this text was published since `since` (an interrupted
     * publication): the network's id, or null. Same refusals as `publish`. */
    async findPublished(
      userId: string,
      platform: ConnectablePlatform,
      post: { text: string; since: Date },
    ): Promise<PublishResult | null> {
      return withAccount(userId, platform, (account) =>
        networks[platform].publisher.findPublished({ ...account, text: post.text, since: post.since }),
      );
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
