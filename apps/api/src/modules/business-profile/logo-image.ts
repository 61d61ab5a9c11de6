import sharp from 'sharp';
import { LOGO_MAX_BYTES } from '@plume/contracts/business-profile';
import { AppError } from '../../errors/app-error';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
const LOGO_SIZE_PX = 512;

/**
 * The type is read from the bytes by sharp's decoder, never from the name or the declared type; the output is
 * re-encoded (WebP, at most 512 px), which also drops EXIF data such as a GPS position.
 */
export async function prepareLogo(bytes: Buffer): Promise<{ image: Buffer; contentType: string }> {
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('LOGO_TOO_LARGE');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new AppError('LOGO_INVALID_IMAGE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('LOGO_INVALID_IMAGE');
  const image = await sharp(bytes, { animated: false })
    .rotate()
    .resize(LOGO_SIZE_PX, LOGO_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
  return { image, contentType: 'image/webp' };
}
