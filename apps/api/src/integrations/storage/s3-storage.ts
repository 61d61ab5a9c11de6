import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStorage } from '../../ports/storage.port';
import { unlessMissing } from './unless-missing';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Most S3-compatible servers (MinIO, Garage, s3rver…) want path-style URLs. */
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** Media in any S3-compatible store through the official AWS SDK v3 (production mode). */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default streaming checksums (aws-chunked uploads) are not understood by every S3-compatible
    // store; integrity is still checked by the store when a checksum is required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, source, contentType) {
      // A file is streamed with its known length: a video never sits in memory.
      const body = 'path' in source ? createReadStream(source.path) : source.buffer;
      const length = 'path' in source ? (await stat(source.path)).size : source.buffer.length;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: length,
        }),
      );
    },
    async size(key) {
      const head = await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key: key })), isMissing);
      return head ? (head.ContentLength ?? 0) : null;
    },
    async open(key, range) {
      const object = await unlessMissing(
        client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        ),
        isMissing,
      );
      if (!object) return null;
      const total = object.ContentRange
        ? Number(object.ContentRange.split('/')[1])
        : (object.ContentLength ?? 0);
      return { body: object.Body as Readable, size: total };
    },
    async read(key) {
      const object = await unlessMissing(client.send(new GetObjectCommand({ Bucket, Key: key })), isMissing);
      if (!object) return null;
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const chunk = keys.slice(start, start + 1000);
        if (chunk.length === 0) continue;
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    // A PutObject is atomic: an interrupted one leaves no object behind, so there is nothing to sweep.
    sweepInterrupted: () => Promise.resolve(0),
  };
}
