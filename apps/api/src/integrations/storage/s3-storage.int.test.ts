import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { sampleVideo } from '../../test/media-fixtures';
import { startS3rver } from '../../test/s3rver';
import { createTestApp } from '../../test/test-app';
import { createS3Storage } from './s3-storage';
import type { MediaStorage } from '../../ports/storage.port';
import { storageContract } from './storage-contract';

let s3: Awaited<ReturnType<typeof startS3rver>>;
let storage: MediaStorage;
let endpoint: string;

// A real S3-compatible server (s3rver) in its own process, spoken to through the official SDK.
beforeAll(async () => {
  s3 = await startS3rver('plume-media');
  endpoint = s3.env.S3_ENDPOINT;
  storage = createS3Storage({
    bucket: 'plume-media',
    region: 'us-east-1',
    endpoint,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
}, 120_000);

afterAll(() => s3?.stop());

describe('S3 storage against s3rver', () => {
  storageContract(() => storage);
});

describe('the library on S3 storage', () => {
  it('uploads, serves ranges and deletes through the S3 adapter', async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: 'plume-media',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    try {
      expect(t.container.library.storage.kind).toBe('s3');
      const { headers } = await createUser(t.app);
      const video = await sampleVideo();
      const [item] = await uploadToMonth(t.app, headers, 'mars_2026', [
        { filename: 'clip.mp4', data: video },
      ]);
      const partial = await t.app.inject({
        method: 'GET',
        url: item!.url,
        headers: { range: 'bytes=10-19' },
      });
      expect(partial.statusCode).toBe(206);
      expect(partial.rawPayload.equals(video.subarray(10, 20))).toBe(true);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/content/batch',
        headers,
        payload: { content_ids: [item!.id] },
      });
      expect(removed.json()).toEqual({ deleted_count: 1, requested_count: 1 });
    } finally {
      await t.close();
    }
  });
});
