import type { Publisher } from '../network.port';
import { findByContent } from '../published-match';
import type { LinkedinHttp } from './linkedin-http';
import { linkedinShape } from './linkedin-shape';
import { fromLittleText, toLittleText } from './little-text';

interface InitializeUpload {
  value: { uploadUrl: string; image: string };
}
interface PostsPage {
  elements: { id: string; commentary?: string; createdAt?: number; publishedAt?: number }[];
}

/** How many of the account's latest posts the existence check reads. */
const LOOKUP_COUNT = 20;

/** Posts API and Images API (docs/design/API-FACTS.md §3), as the member or an organisation page (the
 * account's URN). */
export function createLinkedinPublisher(deps: { http: LinkedinHttp }): Publisher {
  const { http } = deps;

  /** initializeUpload → PUT the bytes → the image's URN. */
  async function uploadImage(token: string, owner: string, bytes: Buffer, mimeType: string) {
    const { body } = await http.rest<InitializeUpload>(
      token,
      'POST',
      '/rest/images?action=initializeUpload',
      {
        initializeUploadRequest: { owner },
      },
    );
    await http.upload(token, body.value.uploadUrl, bytes, mimeType);
    return body.value.image;
  }

  return {
    async publish(request) {
      const shape = linkedinShape(request.text, request.media);
      const author = request.accountId;
      const images: string[] = [];
      for (const item of request.media) {
        images.push(await uploadImage(request.accessToken, author, await item.read(), item.mimeType));
      }
      const content =
        shape === 'image'
          ? { content: { media: { id: images[0] } } }
          : shape === 'images'
            ? { content: { multiImage: { images: images.map((id) => ({ id })) } } }
            : {};
      const { body, headers } = await http.rest<{ id?: string } | undefined>(
        request.accessToken,
        'POST',
        '/rest/posts',
        {
          author,
          commentary: toLittleText(request.text),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
          ...content,
        },
      );
      // The new post's URN comes in the x-restli-id header (unverified: the body is read too).
      const externalId = headers.get('x-restli-id') ?? body?.id;
      if (!externalId) throw new Error('LinkedIn a accepté le post sans en donner l’identifiant');
      return { externalId };
    },

    /** The account's latest posts, matched on the content hash of their text. */
    async findPublished({ accessToken, accountId, since, text }) {
      const query = new URLSearchParams({ q: 'author', author: accountId, count: String(LOOKUP_COUNT) });
      const { body } = await http.rest<PostsPage>(accessToken, 'GET', `/rest/posts?${query.toString()}`);
      const candidates = body.elements.map((post) => ({
        id: post.id,
        text: post.commentary === undefined ? undefined : fromLittleText(post.commentary),
        createdAt: new Date(post.publishedAt ?? post.createdAt ?? 0),
      }));
      const found = findByContent(candidates, text, since);
      return found ? { externalId: found.id } : null;
    },
  };
}
