import { metaEndpoints } from '../meta/meta-networks';
import { createGraphHttp } from '../meta/graph-http';
import { facebookShape } from '../meta/publish-shapes';
import type { NetworkAdapter } from '../network.port';
import type { NetworkPlugin } from '../plugin';
import { createTwin } from '../sandbox/twin';
import { createFacebookOAuth } from './facebook-oauth.client';
import { createFacebookPublisher } from './facebook-publisher';

export const SANDBOX_FACEBOOK_PAGES = ['Ma Page (démo)', 'Ma seconde Page (démo)'];

/** Facebook Pages (docs/design/API-FACTS.md §1): a popup that comes back to the web app's
 * /auth/facebook/callback page, every Page of the member with its non-expiring Page token, the first in use
 * until the owner picks another. */
export const facebookNetwork = {
  id: 'facebook',
  callback: { kind: 'web-page', path: '/auth/facebook/callback' },
  reconnectNoticeDays: null,
  publishConcurrency: (config) => config.PUBLISH_CONCURRENCY_FACEBOOK,
  twinConsent: { asks: 'publier sur vos Pages Facebook', account: 'vos Pages de démonstration' },
  create({ config, twin }) {
    if (!config.META_APP_ID || !config.META_APP_SECRET) {
      return createTwin(twin, {
        platform: 'facebook',
        accounts: SANDBOX_FACEBOOK_PAGES.map((name, index) => ({ id: `sandbox-page-${index + 1}`, name })),
        expiresInSeconds: null,
        check: (_text, media) => facebookShape(media),
      });
    }
    const endpoints = metaEndpoints(config);
    const http = createGraphHttp();
    const oauth = createFacebookOAuth({
      appId: config.META_APP_ID,
      appSecret: config.META_APP_SECRET,
      endpoints,
      http,
    });
    return {
      oauth: {
        authUrl: (input) => oauth.authUrl(input),
        async exchangeCode(input) {
          const pages = await oauth.exchangeCode(input);
          return { accounts: pages, expiresInSeconds: null };
        },
      },
      publisher: createFacebookPublisher({ endpoints, http }),
      sandbox: false,
    };
  },
} satisfies NetworkPlugin<NetworkAdapter>;
