import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListContentResponse, UploadResponse } from '@plume/contracts/library';
import { createUser } from '../../test/factories';
import { jpeg, multipart, png, sampleVideo, type MultipartFile } from '../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_MAX_IMAGE_MB: '0.05', LIBRARY_MAX_ITEMS: '14' } });
});
afterAll(() => t.close());

const upload = (headers: Record<string, string>, fields: Record<string, string>, files: MultipartFile[]) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/content/batch-upload',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const list = (headers: Record<string, string>) =>
  t.app
    .inject({ method: 'GET', url: '/api/content/pending-temp?limit=24', headers })
    .then((r) => r.json<ListContentResponse>());

describe('POST /api/content/batch-upload', () => {
  it('stores images of a month with thumbnails and answers created ids', async () => {
    const { headers } = await createUser(t.app);
    const response = await upload(headers, { attributed_month: 'mars_2026', upload_type: 'batch' }, [
      { filename: 'vitrine.jpg', data: await jpeg({ gps: true }) },
      { filename: '../../logo.PNG', data: await png() },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<UploadResponse>();
    expect(body).toMatchObject({ success: true, count: 2 });
    expect(body.created.map((c) => c.filename)).toEqual(['vitrine.jpg', 'logo.png']);

    const library = await list(headers);
    expect(library.total).toBe(2);
    expect(library.month_counts).toEqual({ mars_2026: 2 });
    const photo = library.content.find((c) => c.filename === 'vitrine.jpg')!;
    expect(photo).toMatchObject({
      file_type: 'image/jpeg',
      attributed_month: 'mars_2026',
      width: 64,
      height: 48,
    });

    const file = await t.app.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    const thumb = await t.app.inject({ method: 'GET', url: photo.thumb_url });
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('refuses an HTML page named .jpg with a French 415', async () => {
    const { headers } = await createUser(t.app);
    const response = await upload(headers, { attributed_month: 'mars_2026' }, [
      {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('<!DOCTYPE html><html><body>hi</body></html>'),
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/^photo\.jpg : type de fichier non pris en charge/);
    expect((await list(headers)).total).toBe(0);
  });

  it('refuses HEIC with a French 415 when this sharp cannot decode it', async () => {
    const { headers } = await createUser(t.app);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const response = await upload(headers, { attributed_month: 'mars_2026' }, [
      { filename: 'IMG_0001.HEIC', data: heic },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/^IMG_0001\.HEIC : /);
  });

  it('refuses an image over the configured cap with a French 413', async () => {
    const { headers } = await createUser(t.app);
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const response = await upload(headers, { attributed_month: 'mars_2026' }, [
      { filename: 'grande.png', data: noisy },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('grande.png : fichier trop volumineux (maximum 0,05 Mo)');
  });

  it('refuses 11 carousel images and videos in a carousel', async () => {
    const { headers } = await createUser(t.app);
    const image = await jpeg();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `c${i}.jpg`, data: image }));
    const tooMany = await upload(headers, { attributed_month: 'mars_2026', upload_type: 'carousel' }, eleven);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe('Maximum 10 images pour un carrousel');

    const withVideo = await upload(headers, { attributed_month: 'mars_2026', upload_type: 'carousel' }, [
      { filename: 'a.jpg', data: image },
      { filename: 'clip.mp4', data: await sampleVideo() },
    ]);
    expect(withVideo.json().detail).toBe("Un carrousel n'accepte que des images");
  });

  it('shares the carousel title and context', async () => {
    const { headers } = await createUser(t.app);
    const image = await jpeg();
    const response = await upload(
      headers,
      {
        attributed_month: 'avril_2026',
        upload_type: 'carousel',
        common_title: 'Atelier',
        common_context: 'Portes ouvertes',
      },
      [
        { filename: 'a.jpg', data: image },
        { filename: 'b.jpg', data: image },
      ],
    );
    expect(response.statusCode).toBe(200);
    const { content } = await list(headers);
    expect(new Set(content.map((c) => c.carousel_id)).size).toBe(1);
    expect(content[0]).toMatchObject({
      title: 'Atelier',
      context: 'Portes ouvertes',
      common_title: 'Atelier',
      upload_type: 'carousel',
    });
  });

  it('needs a month for a library upload and accepts at most 10 files for a post', async () => {
    const { headers } = await createUser(t.app);
    const image = await jpeg();
    const noMonth = await upload(headers, { upload_type: 'single' }, [{ filename: 'a.jpg', data: image }]);
    expect(noMonth.statusCode).toBe(422);
    expect(noMonth.json().detail).toBe('Veuillez sélectionner un mois de destination');

    const badMonth = await upload(headers, { attributed_month: 'march_2026' }, [
      { filename: 'a.jpg', data: image },
    ]);
    expect(badMonth.json().detail).toMatch(/^Champ « attributed_month » : Mois invalide/);

    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `p${i}.jpg`, data: image }));
    const post = await upload(headers, { upload_type: 'post_single' }, eleven);
    expect(post.json().detail).toBe('Maximum 10 fichiers autorisés pour un post');
  });

  it('stores a video with its duration and dimensions', async () => {
    const { headers } = await createUser(t.app);
    const response = await upload(headers, { attributed_month: 'mai_2026' }, [
      { filename: 'clip.mp4', data: await sampleVideo() },
    ]);
    expect(response.statusCode).toBe(200);
    const [video] = (await list(headers)).content;
    expect(video).toMatchObject({ file_type: 'video/mp4' });
    if (await t.container.library.videoProbe.isAvailable()) {
      expect(video).toMatchObject({ width: 96, height: 64, duration_seconds: 2.5 });
    }
  });

  it('enforces the library quota', async () => {
    const { headers } = await createUser(t.app);
    const image = await jpeg();
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ filename: `q${i}.jpg`, data: image }));
    const response = await upload(headers, { attributed_month: 'mai_2026' }, fifteen);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('14 contenus au maximum');
  });

  it('answers 401 without a session', async () => {
    const response = await upload({}, { attributed_month: 'mai_2026' }, [
      { filename: 'a.jpg', data: await jpeg() },
    ]);
    expect(response.statusCode).toBe(401);
  });
});
