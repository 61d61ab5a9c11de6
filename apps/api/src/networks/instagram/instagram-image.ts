import sharp from 'sharp';
import type { MediaStaging, PublishMedia } from '../network.port';

/** Instagram feed images (docs/design/API-FACTS.md §2): JPEG only, aspect ratio 4:5 to 1.91:1, 320–1440 px
 * wide. */
export const MIN_RATIO = 4 / 5;
export const MAX_RATIO = 1.91;
const MAX_WIDTH = 1440;

/** The crop (centre) that brings an image inside the accepted ratios, or null when it already is. */
export function cropToAcceptedRatio(width: number, height: number) {
  const ratio = width / height;
  if (ratio < MIN_RATIO) {
    const newHeight = Math.floor(width / MIN_RATIO);
    return { left: 0, top: Math.floor((height - newHeight) / 2), width, height: newHeight };
  }
  if (ratio > MAX_RATIO) {
    const newWidth = Math.floor(height * MAX_RATIO);
    return { left: Math.floor((width - newWidth) / 2), top: 0, width: newWidth, height };
  }
  return null;
}

/**
 * The URL Instagram should fetch for this image: the original when it is already an acceptable JPEG;
 * otherwise a JPEG re-encoded (sRGB, no transparency), centre-cropped to the accepted ratios and staged.
 */
export async function instagramImageUrl(item: PublishMedia, staging: MediaStaging): Promise<string> {
  const bytes = await item.read();
  const image = sharp(bytes, { failOn: 'error' }).rotate();
  const meta = await image.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('dimensions illisibles');
  const crop = cropToAcceptedRatio(width, height);
  if (meta.format === 'jpeg' && !crop && width <= MAX_WIDTH && meta.orientation === undefined)
    return item.publicUrl;
  let pipeline = image;
  if (crop) pipeline = pipeline.extract(crop);
  const jpeg = await pipeline
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColorspace('srgb')
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
  return staging.put(jpeg, 'image/jpeg');
}
