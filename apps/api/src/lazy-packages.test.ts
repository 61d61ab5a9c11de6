import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module of the build, without types.
import { lazyPackagesPlugin } from '../lazy-packages.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
let dir: string | undefined;

/** Bundles `source` as the server is built (lazy packages as stand-ins) and runs it in a fresh process. */
async function bundle(source: string) {
  dir = await mkdtemp(path.join(here, '..', '.lazy-packages-test-'));
  const entry = path.join(dir, 'entry.mjs');
  await writeFile(entry, source);
  await build({
    entryPoints: [entry],
    outfile: path.join(dir, 'out.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [lazyPackagesPlugin],
  });
  return JSON.parse(
    execFileSync(process.execPath, [path.join(dir, 'out.mjs')], { encoding: 'utf8' }),
  ) as unknown;
}

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('lazy packages of the compiled server', () => {
  it('bind stand-ins that behave as the packages once used: call, new, instanceof, static members', async () => {
    const out = await bundle(`
      import sharp from 'sharp';
      import { ZipFile } from 'yazl';
      import Stripe from 'stripe';
      import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const loadedBefore = Object.keys(require.cache).some((file) => file.includes('/yazl/'));
      const zip = new ZipFile();
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
      const stripe = new Stripe('sk_test_lazy');
      const error = new S3ServiceException({ name: 'NoSuchKey', $fault: 'client', $metadata: {} });
      const figures = {
        loadedBefore,
        zipIsZip: zip instanceof ZipFile,
        zipHasEntries: typeof zip.addBuffer === 'function',
        png: png.subarray(1, 4).toString(),
        stripeErrors: typeof Stripe.errors.StripeInvalidRequestError,
        stripeWebhooks: typeof stripe.webhooks.constructEvent,
        s3Client: new S3Client({ region: 'eu-west-3' }) instanceof S3Client,
        s3Error: error instanceof S3ServiceException,
        otherError: new Error('x') instanceof S3ServiceException,
      };
      process.stdout.write(JSON.stringify(figures));
    `);
    expect(out).toEqual({
      loadedBefore: false,
      zipIsZip: true,
      zipHasEntries: true,
      png: 'PNG',
      stripeErrors: 'function',
      stripeWebhooks: 'function',
      s3Client: true,
      s3Error: true,
      otherError: false,
    });
  });
});
