import { NETWORK_IDS } from '@plume/contracts/networks';
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
  type NetworkAdapter,
  type PublishMedia,
  type PublishResult,
} from '../../networks/network.port';
import { callbackPath } from '../../networks/plugin';
import { pluginOf, type Networks } from '../../networks/registry';
import { connectionsView } from './connections-view';

/** The network of the spec's own routes POST /api/social/facebook/callback and PUT /api/social/facebook/page. */
// eslint-disable-next-line no-restricted-syntax -- the spec names these routes' network
const FACEBOOK: Platform = 'facebook';

export const UNAVAILABLE_REASON =
  "Ce réseau n'est plus proposé sur ce serveur : la publication n'a pas été envoyée.";

export interface SocialServiceDeps {
  repository: SocialRepository;
  networks: Networks;
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

  const adapterOf = (platform: Platform): NetworkAdapter => {
    const adapter = networks[platform];
    if (!adapter) throw new AppError('SOCIAL_NETWORK_UNAVAILABLE');
    return adapter;
  };
  const redirectUriOf = (platform: Platform, appOrigin: string) => {
    const plugin = pluginOf(platform);
    if (!plugin) throw new AppError('SOCIAL_NETWORK_UNAVAILABLE');
    return appOrigin + callbackPath(plugin);
  };

  /** Runs a call on the user's connected account with its token. A token the network rejects, or one that
   * expired and cannot be renewed, marks the connection 'à reconnecter' before the error goes up. */
  async function withAccount<Result>(
    userId: string,
    platform: ConnectablePlatform,
    call: (
      adapter: NetworkAdapter,
      account: {
        userId: string;
        platform: ConnectablePlatform;
        accountId: string;
        accountName: string;
        accessToken: string;
      },
    ) => Promise<Result>,
  ): Promise<Result> {
    const connection = await connectionOf({ userId, platform });
    if (!connection) throw new AppError('SOCIAL_CONNECTION_NOT_FOUND');
    const adapter = networks[platform];
    if (!adapter) throw new SocialNetworkError('permanent', UNAVAILABLE_REASON);
    const expired =
      pluginOf(platform)?.reconnectNoticeDays != null &&
      connection.tokenExpiresAt !== null &&
      connection.tokenExpiresAt.getTime() <= clock.now().getTime();
    if (expired && connection.status === 'active') await repository.markNeedsReconnect(userId, platform);
    if (expired || connection.status === 'needs_reconnect') {
      throw new SocialNetworkError('permanent', NEEDS_RECONNECT_REASON, { tokenInvalid: true });
    }
    try {
      return await call(adapter, {
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

  /** Exchanges the code and records the connection; the grant's accounts, first in use. */
  async function connect(userId: string, platform: ConnectablePlatform, code: string, appOrigin: string) {
    const grant = await adapterOf(platform).oauth.exchangeCode({
      code,
      redirectUri: redirectUriOf(platform, appOrigin),
    });
    if (grant.accounts.length === 0) return grant.accounts;
    const now = clock.now();
    await repository.saveConnection({
      userId,
      platform,
      accounts: grant.accounts.map((account) => ({
        pageId: account.id,
        name: account.name,
        accessTokenEncrypted: cipher.encrypt(account.accessToken),
      })),
      tokenExpiresAt:
        grant.expiresInSeconds === null ? null : new Date(now.getTime() + grant.expiresInSeconds * 1000),
      now,
    });
    return grant.accounts;
  }

  async function completeRedirect(
    platform: ConnectablePlatform,
    query: { code?: string; state?: string; error?: string },
    appOrigin: string,
  ): Promise<string> {
    const fail = (code: InstagramErrorCode) => `/?${platform}_error=${code}`;
    if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'callback_error');
    if (!networks[platform]) return fail('config_error');
    if (!query.code || !query.state) return fail('missing_parameters');
    const claims = await spendState(query.state, platform);
    if (!claims) return fail('callback_error');
    // Instagram appends "#_" to the code it redirects with.
    const code = query.code.replace(/#_$/, '');
    let accounts;
    try {
      accounts = await connect(claims.userId, platform, code, appOrigin);
    } catch {
      return fail('token_exchange_failed');
    }
    const [first] = accounts;
    if (!first) return fail('token_exchange_failed');
    const params = new URLSearchParams({ [`${platform}_success`]: 'true', username: first.name });
    return `/?${params.toString()}`;
  }

  return {
    async connections(userId: string): Promise<SocialConnections> {
      const { rows, accountsOf } = await repository.listForUser(userId);
      const flag = (test: (platform: Platform) => boolean) =>
        Object.fromEntries(NETWORK_IDS.map((id) => [id, test(id)])) as Record<Platform, boolean>;
      return {
        ...connectionsView(rows, accountsOf, clock.now()),
        sandbox: flag((id) => networks[id]?.sandbox === true),
        available: flag((id) => networks[id] !== null),
      };
    },

    authUrl(userId: string, platform: ConnectablePlatform, appOrigin: string) {
      const adapter = adapterOf(platform);
      const state = states.issue(userId, platform);
      const redirectUri = redirectUriOf(platform, appOrigin);
      return { auth_url: adapter.oauth.authUrl({ state, redirectUri }), state };
    },

    async facebookCallback(
      userId: string,
      input: FacebookCallbackRequest,
      appOrigin: string,
    ): Promise<FacebookCallbackResponse> {
      const claims = await spendState(input.state, FACEBOOK);
      if (!claims || claims.userId !== userId) throw new AppError('OAUTH_STATE_INVALID');
      const grants = await connect(userId, FACEBOOK, input.code, appOrigin).catch((error: unknown) => {
        throw new AppError('SOCIAL_AUTH_FAILED', { cause: error });
      });
      const [first] = grants;
      if (!first) throw new AppError('FACEBOOK_NO_PAGE');
      return {
        success: true,
        page_name: first.name,
        page_id: first.id,
        pages: grants.map(({ id, name }) => ({ id, name })),
      };
    },

    /** The server side of a redirect (a plug-in whose callback is `server-redirect`): where to send the
     * browser back to, with the spec's parameters (`<network>_success` + `username`, or
     * `<network>_error=<code>`). */
    async redirectCallback(
      platform: ConnectablePlatform,
      query: { code?: string; state?: string; error?: string },
      appOrigin: string,
    ): Promise<string> {
      // The browser is on its way back to the app: any failure still ends in a redirect with a code.
      return completeRedirect(platform, query, appOrigin).catch(() => `/?${platform}_error=callback_error`);
    },

    async selectFacebookPage(userId: string, pageId: string) {
      const page = await repository.selectAccount(userId, FACEBOOK, pageId);
      if (!page) throw new AppError('FACEBOOK_PAGE_NOT_FOUND');
      return { success: true as const, page_name: page.name, page_id: page.pageId };
    },

    async selectAccount(userId: string, platform: ConnectablePlatform, accountId: string) {
      const account = await repository.selectAccount(userId, platform, accountId);
      if (!account) throw new AppError('SOCIAL_ACCOUNT_NOT_FOUND');
      return { success: true as const, account_name: account.name, account_id: account.pageId };
    },

    async disconnect(userId: string, platform: Platform) {
      const removed = await repository.remove(userId, platform);
      if (!removed) throw new AppError('SOCIAL_CONNECTION_NOT_FOUND');
      return { success: true as const };
    },

    /** Publishes on the user's connected account. */
    async publish(
      userId: string,
      platform: ConnectablePlatform,
      post: { text: string; media: readonly PublishMedia[] },
    ): Promise<PublishResult> {
      return withAccount(userId, platform, (adapter, account) =>
        adapter.publisher.publish({
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
      return withAccount(userId, platform, (adapter, account) =>
        adapter.publisher.findPublished({ ...account, text: post.text, since: post.since }),
      );
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
