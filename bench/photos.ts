import sharp from 'sharp';

/** A photo-like JPEG: gaussian noise keeps it as heavy to decode and encode as a camera picture of that size. */
export const noisyJpeg = (width: number, height: number, quality: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#8aa',
      noise: { type: 'gaussian', mean: 120, sigma: 25 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
