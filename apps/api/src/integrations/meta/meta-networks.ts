import type { AppConfig } from '../../config';
import type { SocialNetworks } from '../../modules/social/social.ports';
import { createFacebookOAuth } from './facebook-oauth.client';
import { createFacebookPublisher } from './facebook-publisher';
import { createGraphHttp } from './graph-http';
import { createInstagramOAuth } from './instagram-oauth.client';
import { createInstagramPublisher } from './instagram-publisher';
import type { MetaEndpoints } from './meta-config';

export function metaEndpoints(config: AppConfig): MetaEndpoints {
  return {
    version: config.META_GRAPH_VERSION,
    graphUrl: config.META_GRAPH_URL,
    graphVideoUrl: config.META_GRAPH_VIDEO_URL,
    instagramApiUrl: config.INSTAGRAM_API_URL,
    instagramGraphUrl: config.INSTAGRAM_GRAPH_URL,
  };
}

/**
 * Each network uses Meta when its credentials are set and the sandbox network otherwise: configuration
 * alone decides (META_APP_ID/SECRET for Facebook, INSTAGRAM_APP_ID/SECRET for Instagram).
 */
export function selectNetworks(
  config: AppConfig,
  sandbox: SocialNetworks,
  polling?: Parameters<typeof createInstagramPublisher>[0]['polling'],
): SocialNetworks {
  const endpoints = metaEndpoints(config);
  const http = createGraphHttp();
  const facebook =
    config.META_APP_ID && config.META_APP_SECRET
      ? {
          oauth: createFacebookOAuth({
            appId: config.META_APP_ID,
            appSecret: config.META_APP_SECRET,
            endpoints,
            http,
          }),
          publisher: createFacebookPublisher({ endpoints, http }),
          sandbox: false,
        }
      : sandbox.facebook;
  const instagram =
    config.INSTAGRAM_APP_ID && config.INSTAGRAM_APP_SECRET
      ? {
          oauth: createInstagramOAuth({
            appId: config.INSTAGRAM_APP_ID,
            appSecret: config.INSTAGRAM_APP_SECRET,
            endpoints,
            http,
          }),
          publisher: createInstagramPublisher({ endpoints, http, polling }),
          sandbox: false,
        }
      : sandbox.instagram;
  return { facebook, instagram };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Meta fetches media from PUBLIC_URL ("we cURL media"): a local address cannot work. */
export function publicUrlWarning(config: AppConfig): string | undefined {
  const usesMeta = Boolean(config.META_APP_ID || config.INSTAGRAM_APP_ID);
  if (!usesMeta) return undefined;
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  if (!LOCAL_HOSTS.has(host) && !host.endsWith('.localhost')) return undefined;
  return (
    `PUBLIC_URL (${config.PUBLIC_URL ?? 'non défini'}) n'est pas une adresse publique : Facebook et Instagram ` +
    'ne pourront ni revenir sur le site après autorisation ni télécharger les médias des posts. ' +
    'Définissez PUBLIC_URL avec l’adresse https publique du site.'
  );
}
