import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentUpdatedResponse } from '@plume/contracts/library';
import type { StockSearchResponse } from '@plume/contracts/stock-images';
import { createUser } from '../../test/factories';
import { startFakePixabay } from '../../test/fake-pixabay';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let pixabay: Awaited<ReturnType<typeof startFakePixabay>>;
let headers: Record<string, string>;
beforeAll(async () => {
  pixabay = await startFakePixabay();
  t = await createTestApp({
    env: {
      PIXABAY_API_KEY: 'cle-de-test',
      PIXABAY_BASE_URL: pixabay.baseUrl,
      PIXABAY_MAX_REQUESTS_PER_MINUTE: '5',
    },
  });
});
// Tests move the clock past the access token's life: a fresh session each time.
beforeEach(async () => {
  ({ headers } = await createUser(t.app));
});
afterAll(async () => {
  await t.close();
  await pixabay.close();
});

const search = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pixabay/search?query=${encodeURIComponent(query)}&per_page=20`,
    headers,
  });

describe('Pixabay client against a local fake Pixabay', () => {
  it('sends the documented parameters and maps the hits', async () => {
    const response = await search('boulangerie');
    expect(response.statusCode).toBe(200);
    const body = response.json<StockSearchResponse>();
    expect(body.provider).toBe('pixabay');
    expect(body.hits.map((h) => h.id)).toEqual([101, 102]);
    expect(body.hits[0]).toMatchObject({ tags: 'boulangerie, pain, croissant', user: 'Jean', views: 1200 });
    const sent = Object.fromEntries(pixabay.requests.at(-1)!);
    expect(sent).toEqual({
      key: 'cle-de-test',
      q: 'boulangerie',
      lang: 'fr',
      image_type: 'photo',
      safesearch: 'true',
      page: '1',
      per_page: '20',
    });
  });

  it('answers a repeated search from the 24 h cache without a second request', async () => {
    await search('vitrine');
    const before = pixabay.requests.length;
    expect((await search('vitrine')).statusCode).toBe(200);
    expect(pixabay.requests.length).toBe(before);
    t.clock.advance(25 * 60 * 60 * 1000);
    ({ headers } = await createUser(t.app));
    await search('vitrine');
    expect(pixabay.requests.length).toBe(before + 1);
  });

  it('turns the provider 429 into a French message', async () => {
    t.clock.advance(120_000);
    pixabay.setRateLimited(true);
    const response = await search('fournil');
    pixabay.setRateLimited(false);
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toBe(
      "Trop de recherches d'images en une minute. Veuillez réessayer dans un instant.",
    );
  });

  it('stops calling the provider past the per-minute budget', async () => {
    t.clock.advance(120_000);
    for (const word of ['a1', 'a2', 'a3', 'a4', 'a5']) expect((await search(word)).statusCode).toBe(200);
    const before = pixabay.requests.length;
    const response = await search('a6');
    expect(response.statusCode).toBe(429);
    expect(pixabay.requests.length).toBe(before);
  });

  it('downloads the image into the library on save, with the attribution', async () => {
    t.clock.advance(120_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pixabay/save-image',
      headers,
      payload: {
        pixabay_id: 101,
        tags: 'boulangerie, pain, croissant',
        save_type: 'monthly',
        attributed_month: 'mars_2026',
      },
    });
    expect(response.statusCode).toBe(200);
    const { content, message } = response.json<ContentUpdatedResponse>();
    expect(message).toBe('Image ajoutée à mars 2026');
    expect(content).toMatchObject({
      source: 'pixabay',
      title: 'boulangerie, pain, croissant',
      attributed_month: 'mars_2026',
      width: 1280,
      attribution: 'Image : Jean sur Pixabay (https://pixabay.com/photos/boulangerie-101/)',
    });
    const file = await t.app.inject({ method: 'GET', url: content.url });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for an image the provider does not know', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pixabay/save-image',
      headers,
      payload: { pixabay_id: 404, save_type: 'general' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Image introuvable');
  });
});
