import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage, THUMB_SIZE } from './image-processing';

/** A 60×40 JPEG tagged with orientation 6 (rotate 90°) and a GPS position. */
async function photoWithGps() {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();
}

describe('processImage', () => {
  it('applies the EXIF orientation and removes the metadata', async () => {
    const input = await photoWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await processImage(input, 'image/jpeg');
    expect([result.width, result.height]).toEqual([40, 60]);
    const meta = await sharp(result.buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('cuts the metadata out of an upright JPEG without re-encoding it', async () => {
    const input = await sharp({ create: { width: 50, height: 30, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
      .toBuffer();
    const result = await processImage(input, 'image/jpeg');
    expect((await sharp(result.buffer).metadata()).exif).toBeUndefined();
    expect(result.buffer.includes(Buffer.from('Exif'))).toBe(false);
    // Same compressed image data: the bytes after the last header are untouched.
    expect(input.subarray(-200).equals(result.buffer.subarray(-200))).toBe(true);
    expect([result.width, result.height]).toEqual([50, 30]);
  });

  it('makes a WebP thumbnail at most 400 px', async () => {
    const big = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
    const result = await processImage(big, 'image/png');
    const thumb = await sharp(result.thumbnail).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.width).toBe(THUMB_SIZE);
    expect(thumb.height).toBe(225);
    expect(result.mimeType).toBe('image/png');
  });

  it('throws on bytes that only look like an image', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('pas une image')]);
    await expect(processImage(broken, 'image/jpeg')).rejects.toThrow();
  });
});
