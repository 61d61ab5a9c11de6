import { metaEndpoints } from '../meta/meta-networks';
import { createGraphHttp } from '../meta/graph-http';
import { instagramShape } from '../meta/publish-shapes';
import type { NetworkAdapter, RefreshableOAuth } from '../network.port';
import type { NetworkPlugin } from '../plugin';
import { createTwin } from '../sandbox/twin';
import { createInstagramOAuth } from './instagram-oauth.client';
import { createInstagramPublisher } from './instagram-publisher';

export const SANDBOX_INSTAGRAM_USERNAME = 'mon_compte_demo';
const SIXTY_DAYS_SECONDS = 60 * 86_400;

/** Instagram professional accounts (docs/design/API-FACTS.md §2): a full redirect answered by the API, a
 * 60-day token that the daily job renews, images re-encoded to what Instagram accepts. */
export const instagramNetwork = {
  id: 'instagram',
  callback: { kind: 'server-redirect' },
  reconnectNoticeDays: null,
  publishConcurrency: (config) => config.PUBLISH_CONCURRENCY_INSTAGRAM,
  twinConsent: {
    asks: 'publier sur votre compte Instagram professionnel',
    account: 'votre compte de démonstration',
  },
  create({ config, twin }) {
    if (!config.INSTAGRAM_APP_ID || !config.INSTAGRAM_APP_SECRET) {
      return createTwin(twin, {
        platform: 'instagram',
        accounts: [{ id: 'sandbox-instagram-1', name: SANDBOX_INSTAGRAM_USERNAME }],
        expiresInSeconds: SIXTY_DAYS_SECONDS,
        check: (text, media) => instagramShape(text, media),
      });
    }
    const endpoints = metaEndpoints(config);
    const http = createGraphHttp();
    const oauth = createInstagramOAuth({
      appId: config.INSTAGRAM_APP_ID,
      appSecret: config.INSTAGRAM_APP_SECRET,
      endpoints,
      http,
    });
    return {
      oauth: {
        authUrl: (input) => oauth.authUrl(input),
        async exchangeCode(input) {
          const grant = await oauth.exchangeCode(input);
          return {
            accounts: [{ id: grant.accountId, name: grant.username, accessToken: grant.accessToken }],
            expiresInSeconds: grant.expiresInSeconds,
          };
        },
        refreshToken: (token) => oauth.refreshToken(token),
      },
      publisher: createInstagramPublisher({ endpoints, http }),
      sandbox: false,
    };
  },
} satisfies NetworkPlugin<NetworkAdapter<RefreshableOAuth>>;
