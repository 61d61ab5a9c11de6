import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { MediaStorage } from '../../ports/storage.port';
import type { StorageConfig } from './storage.config';

/** Local disk in embedded mode; an S3-compatible store as soon as S3_BUCKET is set. */
export function createMediaStorage(config: StorageConfig, dataDir: string): MediaStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.join(dataDir, 'media'));
}
