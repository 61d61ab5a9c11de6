import type { NetworkAdapter } from '../network.port';
import type { NetworkPlugin } from '../plugin';
import { createTwin } from '../sandbox/twin';
import { createLinkedinHttp } from './linkedin-http';
import { createLinkedinOAuth } from './linkedin-oauth.client';
import { createLinkedinPublisher } from './linkedin-publisher';
import { linkedinShape } from './linkedin-shape';

const SIXTY_DAYS_SECONDS = 60 * 86_400;

export const SANDBOX_LINKEDIN_ACCOUNTS = [
  { id: 'urn:li:person:sandbox-member', name: 'Mon profil (démo)' },
  { id: 'urn:li:organization:sandbox-1', name: 'Ma page entreprise (démo)' },
];

/**
 * LinkedIn (docs/design/API-FACTS.md §3): a full redirect answered by the API; the member, and the
 * organisation pages they administer when LINKEDIN_ORGANIZATIONS says the app has Community Management; a
 * 60-day token that ordinary apps cannot renew, so the owner is asked to reconnect in its last 10 days.
 * Without credentials: the twin in embedded mode, not offered in production ('Bientôt disponible').
 */
export const linkedinNetwork = {
  id: 'linkedin',
  callback: { kind: 'server-redirect' },
  reconnectNoticeDays: 10,
  publishConcurrency: (config) => config.PUBLISH_CONCURRENCY_LINKEDIN,
  twinConsent: {
    asks: 'publier sur votre profil LinkedIn et les pages que vous administrez',
    account: 'votre profil et votre page de démonstration',
  },
  create({ config, twin }) {
    if (!config.LINKEDIN_CLIENT_ID || !config.LINKEDIN_CLIENT_SECRET) {
      if (config.production) return null;
      return createTwin(twin, {
        platform: 'linkedin',
        accounts: SANDBOX_LINKEDIN_ACCOUNTS,
        expiresInSeconds: SIXTY_DAYS_SECONDS,
        check: (text, media) => void linkedinShape(text, media),
      });
    }
    const endpoints = {
      authUrl: config.LINKEDIN_AUTH_URL,
      apiUrl: config.LINKEDIN_API_URL,
      version: config.LINKEDIN_API_VERSION,
    };
    const http = createLinkedinHttp(endpoints);
    return {
      oauth: createLinkedinOAuth({
        clientId: config.LINKEDIN_CLIENT_ID,
        clientSecret: config.LINKEDIN_CLIENT_SECRET,
        organizations: config.LINKEDIN_ORGANIZATIONS,
        endpoints,
        http,
      }),
      publisher: createLinkedinPublisher({ http }),
      sandbox: false,
    };
  },
} satisfies NetworkPlugin<NetworkAdapter | null>;
