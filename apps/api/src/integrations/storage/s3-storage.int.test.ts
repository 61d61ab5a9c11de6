import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { sampleVideo } from '../../test/media-fixtures';
import { createTestApp } from '../../test/test-app';
import { createS3Storage } from './s3-storage';
import type { MediaStorage } from './storage.port';
import { storageContract } from './storage-contract';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let server: ChildProcess;
let storage: MediaStorage;
let endpoint: string;

// A real S3-compatible server (s3rver) in its own process, spoken to through the official SDK.
beforeAll(async () => {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plume-s3rver-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  server = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--no-vhost-buckets'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    server.once('exit', (code) => reject(new Error(`s3rver s'est arrêté (${code})`)));
  });
  endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: 'plume-media' }));
  storage = createS3Storage({
    bucket: 'plume-media',
    region: 'us-east-1',
    endpoint,
    ...credentials,
    forcePathStyle: true,
  });
}, 30_000);

afterAll(() => {
  server?.kill();
});

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
