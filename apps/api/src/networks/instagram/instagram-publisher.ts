import { instagramShape } from '../meta/publish-shapes';
import { findByContent } from '../published-match';
import { SocialNetworkError, type PublishMedia, type Publisher, type MediaStaging } from '../network.port';
import type { GraphHttp } from '../meta/graph-http';
import { instagramImageUrl } from './instagram-image';
import { versioned, type MetaEndpoints } from '../meta/meta-config';

export const INSTAGRAM_REASONS = {
  quota:
    'Limite de publications Instagram des dernières 24 heures atteinte : nouvel essai automatique plus tard.',
  processing: 'Instagram met trop de temps à traiter le média : nouvel essai automatique plus tard.',
  mediaError: 'Instagram a refusé le média lors de son traitement (format, durée ou taille).',
  expired: 'Le conteneur Instagram a expiré avant la publication.',
  unreadableImage: 'Image illisible : Instagram n’accepte que des images valides (JPEG après conversion).',
} as const;

interface PollingOptions {
  intervalMs: number;
  maxAttempts: number;
  wait?: (ms: number) => Promise<void>;
}

/** Recent media read to find an interrupted publication: the 24 h quota allows 50 (docs/design/API-FACTS.md
 * §2). */
const MEDIA_LOOKUP_LIMIT = '50';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Content publishing (docs/design/API-FACTS.md §2): quota, containers, status polling, media_publish. */
export function createInstagramPublisher(deps: {
  endpoints: MetaEndpoints;
  http: GraphHttp;
  polling?: PollingOptions;
}): Publisher {
  const { endpoints, http } = deps;
  const polling = { intervalMs: 5_000, maxAttempts: 60, ...deps.polling };
  const wait = polling.wait ?? sleep;
  const graph = (path: string) => versioned(endpoints.instagramGraphUrl, endpoints.version, path);

  async function checkQuota(igUserId: string, token: string) {
    const limit = await http.get<{ data?: { quota_usage?: number; config?: { quota_total?: number } }[] }>(
      graph(`${igUserId}/content_publishing_limit`),
      { fields: 'quota_usage,config', access_token: token },
    );
    const usage = limit.data?.[0]?.quota_usage ?? 0;
    const total = limit.data?.[0]?.config?.quota_total;
    if (total !== undefined && usage >= total)
      throw new SocialNetworkError('transient', INSTAGRAM_REASONS.quota);
  }

  async function waitUntilFinished(containerId: string, token: string) {
    for (let attempt = 0; attempt < polling.maxAttempts; attempt += 1) {
      const { status_code: status } = await http.get<{ status_code?: string }>(graph(containerId), {
        fields: 'status_code,status',
        access_token: token,
      });
      if (status === 'FINISHED' || status === 'PUBLISHED') return;
      if (status === 'ERROR') throw new SocialNetworkError('permanent', INSTAGRAM_REASONS.mediaError);
      if (status === 'EXPIRED') throw new SocialNetworkError('permanent', INSTAGRAM_REASONS.expired);
      await wait(polling.intervalMs);
    }
    throw new SocialNetworkError('transient', INSTAGRAM_REASONS.processing);
  }

  async function imageUrl(item: PublishMedia, staging: MediaStaging) {
    try {
      return await instagramImageUrl(item, staging);
    } catch (error) {
      throw new SocialNetworkError('permanent', INSTAGRAM_REASONS.unreadableImage, { cause: error });
    }
  }

  async function createContainer(igUserId: string, params: Record<string, string>) {
    return (await http.post<{ id: string }>(graph(`${igUserId}/media`), params)).id;
  }

  return {
    async publish({ accountId: igUserId, accessToken, text, media, staging }) {
      const shape = instagramShape(text, media);
      const token = { access_token: accessToken };
      await checkQuota(igUserId, accessToken);
      const pending: string[] = [];
      let containerId: string;
      if (shape === 'image') {
        const url = await imageUrl(media[0] as PublishMedia, staging);
        containerId = await createContainer(igUserId, { image_url: url, caption: text, ...token });
      } else if (shape === 'reel') {
        const video = media[0] as PublishMedia;
        containerId = await createContainer(igUserId, {
          media_type: 'REELS',
          video_url: video.publicUrl,
          caption: text,
          share_to_feed: 'true',
          ...token,
        });
      } else {
        for (const item of media) {
          const source: Record<string, string> =
            item.kind === 'video'
              ? { media_type: 'VIDEO', video_url: item.publicUrl }
              : { image_url: await imageUrl(item, staging) };
          const child = await createContainer(igUserId, { ...source, is_carousel_item: 'true', ...token });
          pending.push(child);
        }
        for (const child of pending) await waitUntilFinished(child, accessToken);
        containerId = await createContainer(igUserId, {
          media_type: 'CAROUSEL',
          children: pending.join(','),
          caption: text,
          ...token,
        });
      }
      await waitUntilFinished(containerId, accessToken);
      const published = await http.post<{ id: string }>(graph(`${igUserId}/media_publish`), {
        creation_id: containerId,
        ...token,
      });
      return { externalId: published.id };
    },

    /** The account's most recent media (newest first), matched on the caption's content hash. */
    async findPublished({ accountId: igUserId, accessToken, text, since }) {
      const recent = await http.get<{ data?: { id: string; caption?: string; timestamp?: string }[] }>(
        graph(`${igUserId}/media`),
        { fields: 'id,caption,timestamp', limit: MEDIA_LOOKUP_LIMIT, access_token: accessToken },
      );
      const candidates = (recent.data ?? []).map((item) => ({
        id: item.id,
        text: item.caption,
        createdAt: new Date(item.timestamp ?? 0),
      }));
      const found = findByContent(candidates, text, since);
      return found ? { externalId: found.id } : null;
    },
  };
}
