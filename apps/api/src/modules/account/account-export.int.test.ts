import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bakeryFacts } from '../../test/site-facts-fixture';
import { seedUser } from '../admin/admin-test-helpers';
import { keepAnalysis } from '../analysis/analysis-test-helpers';
import { downloadExport, seedAccountData } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Rows = Record<string, unknown>[];

describe('GET /api/account/export', () => {
  it('streams a ZIP of all the owner’s data, media files included, without secrets', async () => {
    const owner = await seedUser(t, {}, { first_name: 'Aline', last_name: 'Martin' });
    const { item, post, payment } = await seedAccountData(t, owner);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/business-profile',
      headers: owner.headers,
      payload: { business_name: 'Boulangerie Aline' },
    });
    expect(profile.statusCode).toBe(200);

    const { response, files, json } = await downloadExport(t.app, owner.headers);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mes-donnees-plume-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const account = json('compte.json') as Record<string, unknown>;
    expect(account).toMatchObject({ id: owner.id, email: owner.registration.email, firstName: 'Aline' });
    expect(account).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(json('compte.json'))).not.toContain('argon2');
    expect(json('profil-entreprise.json')).toMatchObject({
      userId: owner.id,
      businessName: 'Boulangerie Aline',
    });
    expect((json('notes.json') as Rows).map((n) => n.content)).toEqual(['Fermé le 25 décembre']);
    const [exportedPost] = json('posts.json') as Rows;
    expect(exportedPost).toMatchObject({ id: post.id, media: [{ contentId: item.id, position: 0 }] });
    const media = json('medias.json') as Rows;
    expect(media).toHaveLength(1);
    expect(media[0]).not.toHaveProperty('storageKey');
    const mediaFile = media[0]!.fichier as string;
    expect(mediaFile).toMatch(new RegExp(`^medias/${item.id}-.+\\.jpg$`));
    // The JPEG itself, as stored (its magic number).
    expect([...files[mediaFile]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const billing = json('facturation.json') as { paiements: Rows };
    expect(billing.paiements).toEqual([expect.objectContaining({ id: payment.id, amount: 29 })]);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['LISEZMOI.txt', 'analyse-site.json', 'reseaux-sociaux.json']),
    );
  });

  it('includes the owner’s corrections of their website’s facts, and no one else’s', async () => {
    const owner = await seedUser(t);
    const other = await seedUser(t);
    for (const user of [owner, other]) await keepAnalysis(t, user.id, bakeryFacts());
    const website = (method: 'PUT' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/website${url}`,
        headers: { ...headers },
        ...(payload ? { payload } : {}),
      });
    const corrected = await website('PUT', '/facts/item-pain-au-levain', owner.headers, {
      value: { kind: 'item', item_kind: 'product', name: 'Pain au levain', price: 5.1 },
    });
    expect(corrected.statusCode).toBe(200);
    expect((await website('DELETE', '/facts/item-croissant', owner.headers)).statusCode).toBe(200);
    const added = await website('POST', '/facts', owner.headers, {
      value: { kind: 'label', text: 'Maître Artisan' },
    });
    expect(added.statusCode).toBe(201);
    await website('POST', '/facts', other.headers, { value: { kind: 'town', text: 'Quimperlé' } });

    const { json, files } = await downloadExport(t.app, owner.headers);
    const corrections = json('corrections-site.json') as Rows;
    expect(corrections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          factId: 'item-pain-au-levain',
          action: 'correct',
          value: expect.objectContaining({ name: 'Pain au levain', price: 5.1 }),
        }),
        expect.objectContaining({ factId: 'item-croissant', action: 'remove' }),
        expect.objectContaining({ action: 'add', value: { kind: 'label', text: 'Maître Artisan' } }),
      ]),
    );
    expect(corrections).toHaveLength(3);
    expect(JSON.stringify(corrections)).not.toContain('Quimperlé');
    expect(new TextDecoder().decode(files['LISEZMOI.txt'])).toContain('corrections-site.json');
  });

  it('holds nothing of another user', async () => {
    const other = await seedUser(t);
    const { item, post } = await seedAccountData(t, other);
    const me = await seedUser(t);
    const { files, json } = await downloadExport(t.app, me.headers);
    const everything = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([name]) => JSON.stringify(json(name)))
      .join('\n');
    for (const foreign of [other.id, other.registration.email, item.id, post.id]) {
      expect(everything).not.toContain(foreign);
    }
    expect(Object.keys(files).filter((name) => name.startsWith('medias/'))).toEqual([]);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Vous devez être connecté');
  });
});
