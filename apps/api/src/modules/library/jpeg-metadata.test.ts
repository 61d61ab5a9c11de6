import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpeg } from '../../test/media-fixtures';
import { stripJpegMetadata } from './jpeg-metadata';

describe('stripJpegMetadata', () => {
  it('drops what trails the end-of-image marker (a polyglot’s HTML)', async () => {
    const image = await jpeg();
    const polyglot = Buffer.concat([image, Buffer.from('<script>window.__xss=1</script>')]);
    const stripped = stripJpegMetadata(polyglot)!;
    expect(stripped.includes(Buffer.from('<script>'))).toBe(false);
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(await sharp(stripped).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('keeps every scan of a progressive JPEG', async () => {
    const progressive = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2980b9' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const stripped = stripJpegMetadata(progressive)!;
    expect(stripped.length).toBe(progressive.length);
    const { data } = await sharp(stripped).raw().toBuffer({ resolveWithObject: true });
    expect(data.length).toBe(80 * 60 * 3);
  });
});
