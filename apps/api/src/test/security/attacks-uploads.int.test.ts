import { deflateSync } from 'node:zlib';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListContentResponse } from '@plume/contracts/library';
import { createUser } from '../factories';
import { jpeg, multipart, type MultipartFile } from '../media-fixtures';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Upload attacks the library and logo suites do not already send (they cover an HTML page named .jpg and
 * files over the caps): polyglots, SVG with script, and decompression bombs.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await createUser(t.app));
});
afterAll(() => t.close());

const HTML = Buffer.from(
  '<html><body><script>window.__xss=1</script><img src=x onerror=alert(1)></body></html>',
);

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes declaring `width` × `height` pixels: a decompression bomb for a decoder. */
function bombPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
    '<script>window.__xss=1</script><rect width="10" height="10"/></svg>',
);

async function upload(files: MultipartFile[]) {
  const body = multipart({ attributed_month: 'mars_2030', upload_type: 'batch' }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/content/batch-upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function uploadLogo(data: Buffer, filename: string) {
  const body = multipart({}, [{ field: 'logo', filename, contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/business-profile/logo',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const libraryTotal = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/content/pending-temp', headers })
  ).json<ListContentResponse>().total;

describe('upload polyglots and bombs', () => {
  it('refuses a JPEG header followed by HTML, an SVG with script and a decompression bomb, storing nothing', async () => {
    const fakeJpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      HTML,
    ]);
    const cases: MultipartFile[] = [
      { filename: 'photo.jpg', contentType: 'image/jpeg', data: fakeJpeg },
      { filename: 'logo.svg', contentType: 'image/svg+xml', data: SVG },
      { filename: 'image.png', contentType: 'image/png', data: SVG },
    ];
    for (const file of cases) {
      const response = await upload([file]);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json()).toMatchObject({ code: 'FILE_TYPE_UNSUPPORTED' });
      expect(response.json().detail).toMatch(
        new RegExp(`^${file.filename} : (type de fichier non pris en charge|image illisible)`),
      );
    }
    expect(await libraryTotal()).toBe(0);
  });

  it('refuses an image over 50 megapixels before decoding it, in French, storing nothing', async () => {
    const cases: [MultipartFile, string][] = [
      [
        { filename: 'bombe.png', contentType: 'image/png', data: bombPng(100_000, 100_000) },
        'bombe.png : image trop grande (100000 × 100000 pixels), 50 mégapixels au maximum',
      ],
      [
        { filename: 'geante.png', contentType: 'image/png', data: bombPng(16_000, 16_000) },
        'geante.png : image trop grande (16000 × 16000 pixels), 50 mégapixels au maximum',
      ],
      [
        { filename: 'large.png', contentType: 'image/png', data: bombPng(10_000, 5_001) },
        'large.png : image trop grande (10000 × 5001 pixels), 50 mégapixels au maximum',
      ],
    ];
    for (const [file, detail] of cases) {
      const response = await upload([file]);
      expect(response.statusCode, file.filename).toBe(422);
      expect(response.json()).toEqual({ detail, code: 'IMAGE_TOO_MANY_PIXELS' });
    }
    expect(await libraryTotal()).toBe(0);
  });

  it('keeps a real JPEG with HTML appended only as an image: its bytes end at the image, served as image/jpeg', async () => {
    const polyglot = Buffer.concat([await jpeg(), HTML]);
    const response = await upload([{ filename: 'vitrine.jpg', contentType: 'text/html', data: polyglot }]);
    expect(response.statusCode).toBe(200);
    const [item] = (
      await t.app.inject({ method: 'GET', url: '/api/content/pending-temp', headers })
    ).json<ListContentResponse>().content;
    const file = await t.app.inject({ method: 'GET', url: item!.url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(file.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('refuses an SVG and a decompression bomb as a logo with the French detail', async () => {
    for (const [data, name] of [
      [SVG, 'logo.svg'],
      [bombPng(100_000, 100_000), 'logo.png'],
    ] as const) {
      const response = await uploadLogo(data, name);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().code).toBe('LOGO_INVALID_IMAGE');
    }
    const profile = await t.app.inject({ method: 'GET', url: '/api/business-profile', headers });
    expect(profile.json().logo_url ?? null).toBeNull();
  });
});
