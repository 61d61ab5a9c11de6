import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListContentResponse } from '@plume/contracts/library';
import { errorCatalogue } from '@plume/contracts/error-catalogue';
import { createUser } from '../factories';
import { multipart, sampleVideo, type MultipartFile } from '../media-fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { filesUnder, mountSmallDisk, type SmallDisk } from './small-disk';

// DATA_DIR on a 2 MiB tmpfs: the upload folder (DATA_DIR/tmp) and the media folder (DATA_DIR/media) really
// run out of space, the database stays in memory. docs/fault-tests.md explains why not an injected error.
const DISK_BYTES = 2 * 1024 * 1024;
const mounted = await mountSmallDisk(DISK_BYTES);
const disk = 'dir' in mounted ? mounted : undefined;
const skipReason = 'unavailable' in mounted ? mounted.unavailable : '';

/** The sample MP4 grown by a trailing `free` atom (valid padding that ffprobe skips) to about `bytes`. */
async function paddedVideo(bytes: number): Promise<Buffer> {
  const sample = await sampleVideo();
  const header = Buffer.alloc(8);
  header.writeUInt32BE(bytes - sample.length, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([sample, header, Buffer.alloc(bytes - sample.length - 8)]);
}

let t: TestApp;
beforeAll(async () => {
  if (!disk) return;
  t = await createTestApp({ env: { DATA_DIR: disk.dir } });
});
afterAll(async () => {
  await t?.close();
  await disk?.unmount();
});

async function upload(headers: Record<string, string>, file: MultipartFile) {
  const body = multipart({ attributed_month: 'mars_2026', upload_type: 'batch' }, [file]);
  return t.app.inject({
    method: 'POST',
    url: '/api/content/batch-upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function libraryTotal(headers: Record<string, string>) {
  const list = await t.app.inject({ method: 'GET', url: '/api/content/pending-temp?limit=24', headers });
  return list.json<ListContentResponse>().total;
}

/** Nothing of a refused upload may remain: no received file, no media file (empty folders are harmless). */
async function expectNoLeftovers(smallDisk: SmallDisk) {
  expect(await filesUnder(path.join(smallDisk.dir, 'tmp'))).toEqual([]);
  expect(await filesUnder(path.join(smallDisk.dir, 'media'))).toEqual([]);
}

describe.skipIf(!disk)(`disk full on upload ${skipReason}`, () => {
  const refusal = { code: 'STORAGE_FULL', detail: errorCatalogue.STORAGE_FULL.detail };

  it('a file larger than the free space fails while it is received: French 507, nothing kept', async () => {
    const { headers } = await createUser(t.app);
    const response = await upload(headers, { filename: 'film.mp4', data: await paddedVideo(3 * DISK_BYTES) });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual(refusal);
    await expectNoLeftovers(disk!);
    expect(await libraryTotal(headers)).toBe(0);
  });

  it('a file received whole but refused by the media folder: French 507, no partial file, no row', async () => {
    const { headers } = await createUser(t.app);
    const video = await paddedVideo(400 * 1024);
    // Room for the received copy and half of the stored one: the media write is the one that fails.
    const filler = path.join(disk!.dir, 'filler.bin');
    await writeFile(filler, Buffer.alloc((await disk!.freeBytes()) - Math.round(video.length * 1.5)));
    const refused = await upload(headers, { filename: 'film.mp4', data: video });
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual(refusal);
    expect(await filesUnder(path.join(disk!.dir, 'media'))).toEqual([]);
    expect(await filesUnder(path.join(disk!.dir, 'tmp'))).toEqual([]);
    expect(await libraryTotal(headers)).toBe(0);

    // Once space is freed, the same process stores the same file without a restart.
    await writeFile(filler, '');
    const accepted = await upload(headers, { filename: 'film.mp4', data: video });
    expect(accepted.statusCode).toBe(200);
    expect(await libraryTotal(headers)).toBe(1);
    expect((await filesUnder(path.join(disk!.dir, 'media'))).length).toBeGreaterThanOrEqual(1);
  });
});
