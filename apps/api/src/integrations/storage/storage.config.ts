import { z } from 'zod';
import {
  booleanFlag,
  defineConfigPart,
  optionalString,
  present,
  requiredTogether,
  type ConfigSlice,
} from '../../lib/config-part';

/** An S3-compatible store for the media; without S3_BUCKET, the local disk in DATA_DIR. */
export const storageConfig = defineConfigPart({
  variables: z.object({
    S3_ENDPOINT: optionalString.pipe(z.url({ error: 'doit être une URL http(s)://…' }).optional()),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
  }),
  checks: (source) =>
    present(source, 'S3_BUCKET') ? requiredTogether(source, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY') : [],
});

export type StorageConfig = ConfigSlice<typeof storageConfig>;
