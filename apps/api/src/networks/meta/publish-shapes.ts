import { SocialNetworkError, type PublishMedia } from '../network.port';

/** API limits (docs/design/API-FACTS.md §2): captions up to 2,200 characters, carousels of 2 to 10 items. */
export const INSTAGRAM_CAPTION_MAX = 2200;
export const INSTAGRAM_CAROUSEL_MAX = 10;

export type InstagramShape = 'image' | 'reel' | 'carousel';

/** What Instagram can publish from these media, or a permanent refusal with its French reason. */
export function instagramShape(text: string, media: readonly PublishMedia[]): InstagramShape {
  if (text.length > INSTAGRAM_CAPTION_MAX) {
    throw new SocialNetworkError(
      'permanent',
      'La légende dépasse les 2 200 caractères acceptés par Instagram.',
    );
  }
  if (media.length === 0) {
    throw new SocialNetworkError('permanent', 'Instagram exige au moins une image ou une vidéo.');
  }
  if (media.length > INSTAGRAM_CAROUSEL_MAX) {
    throw new SocialNetworkError('permanent', 'Un carrousel Instagram accepte au plus 10 médias.');
  }
  if (media.length > 1) return 'carousel';
  return media[0]?.kind === 'video' ? 'reel' : 'image';
}

export type FacebookShape = 'text' | 'photo' | 'photos' | 'video';

export function facebookShape(media: readonly PublishMedia[]): FacebookShape {
  if (media.length === 0) return 'text';
  if (media.some((item) => item.kind === 'video')) {
    if (media.length > 1) {
      throw new SocialNetworkError(
        'permanent',
        'Facebook ne publie qu’une seule vidéo par post, sans photo.',
      );
    }
    return 'video';
  }
  return media.length === 1 ? 'photo' : 'photos';
}
