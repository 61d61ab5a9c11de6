import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  path: string;
  /** Bytes already in memory (JSON, logo) or a stream opened only when the ZIP reaches this entry. */
  content: Buffer | (() => Promise<Readable>);
  /** Media are already compressed (JPEG, MP4…): stored as they are, which costs no CPU. */
  compress: boolean;
}

/**
 * Streams a ZIP of the entries: files are opened one at a time as the archive is written, so memory
 * stays flat whatever the size of the library.
 */
export function streamZip(entries: ZipEntry[], mtime: Date): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.on('error', (error) => output.destroy(error)).pipe(output);
  for (const entry of entries) {
    const options = { mtime, compress: entry.compress };
    const { content } = entry;
    if (Buffer.isBuffer(content)) {
      zip.addBuffer(content, entry.path, options);
    } else {
      zip.addReadStreamLazy(entry.path, options, (callback) => {
        content().then(
          (stream) => callback(null, stream),
          (error: unknown) => callback(error, undefined as never),
        );
      });
    }
  }
  zip.end();
  return output;
}
