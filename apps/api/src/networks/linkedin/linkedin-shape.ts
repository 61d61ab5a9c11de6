import { networkDescription } from '@plume/contracts/networks';
import { SocialNetworkError, type PublishMedia } from '../network.port';

const { textMax, mediaMax } = networkDescription('linkedin').capabilities;

/** What LinkedIn takes (docs/design/API-FACTS.md §3): text up to 3,000 characters, images only, 2 to 20 in a
 * multi-image post. */
export function linkedinShape(text: string, media: readonly PublishMedia[]): 'text' | 'image' | 'images' {
  if (text.length > textMax) {
    throw new SocialNetworkError('permanent', 'Le texte dépasse les 3 000 caractères acceptés par LinkedIn.');
  }
  if (media.some((item) => item.kind !== 'image')) {
    throw new SocialNetworkError(
      'permanent',
      'Les vidéos ne sont pas encore prises en charge sur LinkedIn : choisissez une image.',
    );
  }
  if (media.length > mediaMax) {
    throw new SocialNetworkError('permanent', 'Un post LinkedIn accepte au plus 20 images.');
  }
  if (media.length === 0) return 'text';
  return media.length === 1 ? 'image' : 'images';
}
