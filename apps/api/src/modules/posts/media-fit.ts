import { networkDescription } from '@plume/contracts/networks';
import { POST_MESSAGES, type PostPlatform } from '@plume/contracts/posts';

/** What the fit rules need to know about a medium. */
export interface FitMedium {
  mimeType: string;
  durationMs: number | null;
}

export const MAX_POST_MEDIA = 10;

const isVideo = (medium: FitMedium) => medium.mimeType.startsWith('video/');

/** « 3 secondes », « 15 minutes »: a video bound as the owner reads it. */
function spokenDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds % 60 === 0 && seconds >= 60 ? `${seconds / 60} minutes` : `${seconds} secondes`;
}

/**
 * Why these media cannot be published together on this network (French, shown to the owner), or null: what
 * the network's capabilities refuse (packages/contracts/src/networks.ts). The publishers convert images to
 * JPEG and crop them to Instagram's ratios, so only what no conversion fixes is refused here.
 */
export function mediaRefusal(platform: PostPlatform, media: readonly FitMedium[]): string | null {
  if (media.length > MAX_POST_MEDIA) return POST_MESSAGES.tooManyFiles;
  const { label, capabilities } = networkDescription(platform);
  const takesVideo = (capabilities.media as readonly string[]).includes('video');
  if (!capabilities.gif && media.some((medium) => medium.mimeType === 'image/gif')) {
    const other = takesVideo ? ' ou une vidéo' : '';
    return `${label} n'accepte pas les GIF : choisissez une photo (JPEG, PNG, WebP)${other}.`;
  }
  const duration = capabilities.videoDurationMs;
  const badVideo =
    duration !== null &&
    media.some(
      (medium) =>
        isVideo(medium) &&
        medium.durationMs !== null &&
        (medium.durationMs < duration.min || medium.durationMs > duration.max),
    );
  if (badVideo && duration) {
    return `${label} n'accepte que les vidéos de ${spokenDuration(duration.min)} à ${spokenDuration(duration.max)}.`;
  }
  if (capabilities.videoAlone && media.length > 1 && media.some(isVideo)) {
    return `${label} ne publie qu’une seule vidéo par post, sans autre média.`;
  }
  if (!takesVideo && media.some(isVideo)) {
    return `Les vidéos ne sont pas encore prises en charge sur ${label} : choisissez une image.`;
  }
  return null;
}
