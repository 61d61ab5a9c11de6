import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { testTmpDir } from './test-database-names';
import { freePort } from './faults/server-process';

/** A local S3-compatible server (the s3rver package, not a downloaded binary) on 127.0.0.1 in its own process,
 * with one bucket, and the settings that point the application at it. */
export async function startS3rver(bucket: string) {
  const port = await freePort();
  const dir = await mkdtemp(path.join(testTmpDir, 's3rver-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--no-vhost-buckets'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`s3rver s'est arrêté (${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
