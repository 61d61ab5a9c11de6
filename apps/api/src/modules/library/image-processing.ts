import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { SniffedType } from './file-sniffing';
import { stripJpegMetadata } from './jpeg-metadata';

export const THUMB_SIZE = 400;

/** Larger images are refused before any decoding: 50 megapixels already exceed any camera a client uses. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`image de ${width} × ${height} pixels`);
  }
}

export interface ProcessedImage {
  /** The stored original: EXIF orientation applied, metadata (GPS location included) removed. */
  buffer: Buffer;
  mimeType: string;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Browsers cannot show HEIC: those are stored as JPEG. */
const outputTypeOf = (type: SniffedType) => (type === 'image/heic' ? 'image/jpeg' : type);

/**
 * Reads the image once, applies its orientation and re-encodes it without metadata: sharp drops EXIF (and so
 * the GPS position) unless asked to keep it. GIFs keep their bytes (animation; GIF carries no EXIF).
 * Throws when the bytes cannot be decoded (the caller answers 415).
 */
export async function processImage(input: string | Buffer, type: SniffedType): Promise<ProcessedImage> {
  // Only the header is read here (no decoding, so no pixel limit yet): a small file declaring billions of
  // pixels is refused with its size instead of failing as unreadable.
  const source = sharp(input, { animated: type === 'image/gif', failOn: 'error', limitInputPixels: false });
  const meta = await source.metadata();
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if ((meta.width ?? 0) * frameHeight > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(meta.width ?? 0, frameHeight);
  }
  const thumbnail = await sharp(input, { failOn: 'error' })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();

  const mimeType = outputTypeOf(type);
  // Upright JPEGs (orientation 1 or none) keep their pixels: only the metadata segments are cut out.
  if (type === 'image/jpeg' && (meta.orientation ?? 1) === 1) {
    const stripped = stripJpegMetadata(typeof input === 'string' ? await readFile(input) : input);
    if (stripped)
      return { buffer: stripped, mimeType, width: meta.width ?? 0, height: meta.height ?? 0, thumbnail };
  }
  if (type === 'image/gif') {
    const buffer =
      typeof input === 'string' ? await sharp(input, { animated: true }).gif().toBuffer() : input;
    return {
      buffer,
      mimeType,
      width: meta.width ?? 0,
      height: meta.pageHeight ?? meta.height ?? 0,
      thumbnail,
    };
  }
  const rotated = sharp(input, { failOn: 'error' }).rotate();
  const encoded =
    mimeType === 'image/png'
      ? rotated.png()
      : mimeType === 'image/webp'
        ? rotated.webp({ quality: 90 })
        : mimeType === 'image/avif'
          ? rotated.avif({ quality: 60 })
          : rotated.jpeg({ quality: 90, mozjpeg: false });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { buffer: data, mimeType, width: info.width, height: info.height, thumbnail };
}

/** Whether this build of sharp decodes HEIC: the prebuilt one lists only `.avif` (no HEVC decoder). */
export const canDecodeHeic = () => (sharp.format.heif?.input?.fileSuffix ?? []).includes('.heic');
