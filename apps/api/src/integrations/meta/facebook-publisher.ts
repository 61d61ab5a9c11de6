import { facebookShape } from '../../modules/social/publish-rules';
import type { Publisher } from '../../modules/social/social.ports';
import type { GraphHttp } from './graph-http';
import { versioned, type MetaEndpoints } from './meta-config';

/** Page publishing with the Page token (API-FACTS §1): feed, photos, multi-photo, video. */
export function createFacebookPublisher(deps: { endpoints: MetaEndpoints; http: GraphHttp }): Publisher {
  const { endpoints, http } = deps;
  const graph = (path: string) => versioned(endpoints.graphUrl, endpoints.version, path);

  return {
    async publish({ accountId: pageId, accessToken, text, media }) {
      const token = { access_token: accessToken };
      switch (facebookShape(media)) {
        case 'text': {
          const post = await http.post<{ id: string }>(graph(`${pageId}/feed`), { message: text, ...token });
          return { externalId: post.id };
        }
        case 'photo': {
          const photo = await http.post<{ id: string; post_id?: string }>(graph(`${pageId}/photos`), {
            url: media[0]?.publicUrl ?? '',
            message: text,
            published: 'true',
            ...token,
          });
          return { externalId: photo.post_id ?? photo.id };
        }
        case 'photos': {
          // Each photo is uploaded unpublished, then attached to one feed post.
          const attached: Record<string, string> = {};
          for (const [index, item] of media.entries()) {
            const photo = await http.post<{ id: string }>(graph(`${pageId}/photos`), {
              url: item.publicUrl,
              published: 'false',
              ...token,
            });
            attached[`attached_media[${index}]`] = JSON.stringify({ media_fbid: photo.id });
          }
          const post = await http.post<{ id: string }>(graph(`${pageId}/feed`), {
            message: text,
            ...attached,
            ...token,
          });
          return { externalId: post.id };
        }
        case 'video': {
          const video = await http.post<{ id: string }>(
            versioned(endpoints.graphVideoUrl, endpoints.version, `${pageId}/videos`),
            { file_url: media[0]?.publicUrl ?? '', description: text, ...token },
          );
          return { externalId: video.id };
        }
      }
    },
  };
}
