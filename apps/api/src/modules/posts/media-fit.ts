import { POST_MESSAGES, type PostPlatform } from '@plume/contracts/posts';

/** What the fit rules need to know about a medium. */
export interface FitMedium {
  mimeType: string;
  durationMs: number | null;
}

/** Instagram reels last 3 s to 15 min (docs/design/API-FACTS.md §2). */
const REEL_MIN_MS = 3_000;
const REEL_MAX_MS = 15 * 60_000;
export const MAX_POST_MEDIA = 10;

const isVideo = (medium: FitMedium) => medium.mimeType.startsWith('video/');

/**
 * Why these media cannot be published together on this network (French, shown to the owner), or null.
 * The publishers convert images to JPEG and crop them to Instagram's ratios, so only what no conversion
 * fixes is refused here.
 */
export function mediaRefusal(platform: PostPlatform, media: readonly FitMedium[]): string | null {
  if (media.length > MAX_POST_MEDIA) return POST_MESSAGES.tooManyFiles;
  if (platform === 'instagram') {
    if (media.some((medium) => medium.mimeType === 'image/gif')) {
      return "Instagram n'accepte pas les GIF : choisissez une photo (JPEG, PNG, WebP) ou une vidéo.";
    }
    const badVideo = media.some(
      (medium) =>
        isVideo(medium) &&
        medium.durationMs !== null &&
        (medium.durationMs < REEL_MIN_MS || medium.durationMs > REEL_MAX_MS),
    );
    if (badVideo) return "Instagram n'accepte que les vidéos de 3 secondes à 15 minutes.";
  }
  if (platform === 'facebook' && media.length > 1 && media.some(isVideo)) {
    return 'Facebook ne publie qu’une seule vidéo par post, sans autre média.';
  }
  if (platform === 'linkedin' && media.some(isVideo)) {
    return 'Les vidéos ne sont pas encore prises en charge sur LinkedIn : choisissez une image.';
  }
  return null;
}
