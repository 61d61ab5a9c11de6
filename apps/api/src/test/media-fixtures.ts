import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

export interface MultipartFile {
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipart(fields: Record<string, string>, files: MultipartFile[]) {
  const boundary = `----plume${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small JPEG photo, optionally tagged with a GPS position. */
export function jpeg(options: { width?: number; height?: number; color?: string; gps?: boolean } = {}) {
  const image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: options.color ?? '#d35400',
    },
  }).jpeg();
  return (
    options.gps ? image.withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } }) : image
  ).toBuffer();
}

export const png = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: '#16a085' } })
    .png()
    .toBuffer();

export const sampleVideo = () => readFile(new URL('./fixtures/sample.mp4', import.meta.url));
