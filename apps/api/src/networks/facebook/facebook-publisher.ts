import { facebookShape } from '../meta/publish-shapes';
import { findByContent } from '../published-match';
import type { Publisher } from '../network.port';
import type { GraphHttp } from '../meta/graph-http';
import { versioned, type MetaEndpoints } from '../meta/meta-config';

/** The Page feed's recent posts read to find an interrupted publication (the feed lists at most 100 a page). */
const FEED_LOOKUP_LIMIT = '100';

/** Page publishing with the Page token (docs/design/API-FACTS.md §1): feed, photos, multi-photo, video. */
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

    /** The Page's feed since the attempt (`since` in UNIX seconds), matched on the message's content hash.
     * Photo and multi-photo posts appear there with their message; the id is the feed post's. */
    async findPublished({ accountId: pageId, accessToken, text, since }) {
      const feed = await http.get<{ data?: { id: string; message?: string; created_time?: string }[] }>(
        graph(`${pageId}/feed`),
        {
          fields: 'id,message,created_time',
          since: String(Math.floor(since.getTime() / 1000)),
          limit: FEED_LOOKUP_LIMIT,
          access_token: accessToken,
        },
      );
      const candidates = (feed.data ?? []).map((item) => ({
        id: item.id,
        text: item.message,
        createdAt: new Date(item.created_time ?? 0),
      }));
      const found = findByContent(candidates, text, since);
      return found ? { externalId: found.id } : null;
    },
  };
}
