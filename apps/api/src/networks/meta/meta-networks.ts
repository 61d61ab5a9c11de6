import type { MetaEndpoints } from './meta-config';
import type { MetaConfig } from './meta.config';

export function metaEndpoints(config: MetaConfig): MetaEndpoints {
  return {
    version: config.META_GRAPH_VERSION,
    graphUrl: config.META_GRAPH_URL,
    graphVideoUrl: config.META_GRAPH_VIDEO_URL,
    instagramApiUrl: config.INSTAGRAM_API_URL,
    instagramGraphUrl: config.INSTAGRAM_GRAPH_URL,
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Meta fetches media from PUBLIC_URL ("we cURL media"): a local address cannot work. */
export function publicUrlWarning(
  config: Pick<MetaConfig, 'META_APP_ID' | 'INSTAGRAM_APP_ID'> & { PUBLIC_URL?: string | undefined },
): string | undefined {
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
