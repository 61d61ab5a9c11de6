import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentUpdatedResponse, ListContentResponse } from '@plume/contracts/library';
import type { StockSearchResponse } from '@plume/contracts/stock-images';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/pixabay/save-image', headers, payload });

describe('stock images (demonstration catalogue)', () => {
  it('lists the 8 suggested categories', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/pixabay/categories', headers });
    expect(response.json()).toEqual({
      categories: [
        'entreprise',
        'marketing',
        'équipe',
        'bureau',
        'technologie',
        'nature',
        'personnes',
        'arrière-plans',
      ],
      provider: 'demo',
    });
  });

  it('searches French tags, accents optional, with displayable images', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/pixabay/search?query=%20PATISSERIE%20',
      headers,
    });
    const body = response.json<StockSearchResponse>();
    expect(body.provider).toBe('demo');
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.hits[0]!.tags).toContain('pâtisserie');
    // Labelled as what it is: no author, no Pixabay page.
    expect(body.hits.every((hit) => hit.user === 'Image de démonstration' && hit.pageURL === '')).toBe(true);
    const picture = await t.app.inject({ method: 'GET', url: body.hits[0]!.webformatURL });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('requires a search term after trimming', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/pixabay/search?query=%20%20', headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('Veuillez saisir un terme de recherche');
  });

  it('saves to the library: title defaults to the tags, general or monthly', async () => {
    const { headers } = await createUser(t.app);
    const general = await save(headers, {
      pixabay_id: 10_000,
      tags: 'nature, forêt, arbres',
      save_type: 'general',
    });
    expect(general.statusCode).toBe(200);
    expect(general.json<ContentUpdatedResponse>().content).toMatchObject({
      title: 'nature, forêt, arbres',
      attributed_month: null,
      source: 'pixabay',
    });
    const monthly = await save(headers, {
      pixabay_id: 10_001,
      custom_title: 'Lac',
      custom_context: 'Vacances',
      save_type: 'monthly',
      attributed_month: 'juillet_2026',
    });
    expect(monthly.json<ContentUpdatedResponse>()).toMatchObject({
      message: 'Image ajoutée à juillet 2026',
      content: { title: 'Lac', context: 'Vacances', attributed_month: 'juillet_2026' },
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/content/pending-temp', headers });
    expect(listed.json<ListContentResponse>().total).toBe(2);
  });

  it('needs a month for a monthly save', async () => {
    const { headers } = await createUser(t.app);
    const response = await save(headers, { pixabay_id: 10_000, save_type: 'monthly' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('Veuillez sélectionner un mois de destination');
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/pixabay/categories', '/api/pixabay/search?query=nature']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await save({}, { pixabay_id: 9050 })).statusCode).toBe(401);
  });
});
