import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import { createUser } from '../../test/factories';
import { bakeryFacts } from '../../test/site-facts-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keepAnalysis } from './analysis-test-helpers';
import type { SiteFacts } from './facts/site-facts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keep = (userId: string, facts: SiteFacts) => keepAnalysis(t, userId, facts);

async function analysedUser() {
  const user = await createUser(t.app);
  await keep(user.login.user_id, bakeryFacts());
  return user;
}

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/website${url}`, headers, ...(payload ? { payload } : {}) });
const entry = (analysis: WebsiteAnalysis, id: string) => analysis.facts.entries.find((e) => e.id === id);
const levain = (price: number) => ({
  value: { kind: 'item', item_kind: 'product', name: 'Pain au levain', price },
});

describe('the facts of the analysis', () => {
  it('are read with their source, and tone and audience only as suggestions with evidence', async () => {
    const { headers } = await analysedUser();
    const analysis = (await call('GET', '/analysis', headers)).json<WebsiteAnalysis>();
    expect(entry(analysis, 'item-pain-au-levain')).toMatchObject({
      status: 'site',
      value: { name: 'Pain au levain', price: 4.2, price_text: '4,20 €' },
      source: { url: 'https://boulangerie-lemoine.fr/nos-pains', page_title: 'Nos pains' },
    });
    expect(analysis.facts.suggestions.brand_tone).toMatchObject({
      value: 'traditionnel',
      evidence: expect.arrayContaining([
        expect.objectContaining({ source: expect.objectContaining({ page_title: 'Notre histoire' }) }),
      ]),
    });
  });
});

describe('PUT /api/website/facts/:factId', () => {
  it('corrects a fact, survives a re-analysis, and is applied even once the site drops the fact', async () => {
    const { headers, login } = await analysedUser();
    const corrected = await call('PUT', '/facts/item-pain-au-levain', headers, levain(5.1));
    expect(corrected.statusCode).toBe(200);
    const body = corrected.json<WebsiteAnalysis>();
    expect(entry(body, 'item-pain-au-levain')).toMatchObject({
      status: 'corrected',
      value: { price: 5.1, price_text: '5,10 €' },
      site_value: { price: 4.2 },
    });
    expect(body.products_catalog).toContainEqual(
      expect.objectContaining({ name: 'Pain au levain', price: '5,10 €' }),
    );

    await keep(login.user_id, bakeryFacts());
    const again = (await call('GET', '/analysis', headers)).json<WebsiteAnalysis>();
    expect(entry(again, 'item-pain-au-levain')).toMatchObject({ status: 'corrected', value: { price: 5.1 } });

    const without = bakeryFacts();
    without.items = without.items.filter((item) => item.name !== 'Pain au levain');
    await keep(login.user_id, without);
    const later = (await call('GET', '/analysis', headers)).json<WebsiteAnalysis>();
    expect(entry(later, 'item-pain-au-levain')).toMatchObject({
      status: 'corrected',
      missing_on_site: true,
      source: null,
    });
    expect(later.products_catalog.map((p) => p.price)).toContain('5,10 €');
  });

  it('drops the correction when the owner gives back the site’s value', async () => {
    const { headers } = await analysedUser();
    await call('PUT', '/facts/item-pain-au-levain', headers, levain(5.1));
    const back = await call('PUT', '/facts/item-pain-au-levain', headers, {
      value: {
        kind: 'item',
        item_kind: 'product',
        name: 'Pain au levain',
        price: 4.2,
        category: 'Nos pains',
        description: 'Pain au levain naturel, fait maison selon la tradition.',
      },
    });
    expect(entry(back.json<WebsiteAnalysis>(), 'item-pain-au-levain')).toMatchObject({ status: 'site' });
  });

  it('refuses an invalid value, a value of another kind, and an unknown fact', async () => {
    const { headers } = await analysedUser();
    const negative = await call('PUT', '/facts/item-pain-au-levain', headers, levain(-3));
    expect(negative.statusCode).toBe(422);
    const otherKind = await call('PUT', '/facts/item-pain-au-levain', headers, {
      value: { kind: 'town', text: 'Lyon' },
    });
    expect(otherKind.statusCode).toBe(422);
    expect(otherKind.json().detail).toBe('Cette valeur ne correspond pas à ce type d’information');
    const hours = await call('PUT', '/facts/hours-mardi', headers, {
      value: { kind: 'hours', day: 'mardi', closed: false, ranges: [{ opens: '7h', closes: '19:30' }] },
    });
    expect(hours.statusCode).toBe(422);
    const unknown = await call('PUT', '/facts/item-baguette', headers, levain(1));
    expect(unknown.statusCode).toBe(404);
  });

  it('never reaches another user’s facts, and requires a session', async () => {
    const owner = await analysedUser();
    const added = await call('POST', '/facts', owner.headers, {
      value: { kind: 'label', text: 'Maître Artisan' },
    });
    const addedId = added.json<WebsiteAnalysis>().facts.entries.find((e) => e.status === 'added')!.id;
    const other = await createUser(t.app);
    expect(
      (await call('PUT', `/facts/${addedId}`, other.headers, { value: { kind: 'label', text: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/facts/${addedId}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/facts/${addedId}/correction`, other.headers)).statusCode).toBe(404);
    const mine = (await call('GET', '/analysis', owner.headers)).json<WebsiteAnalysis>();
    expect(entry(mine, addedId)).toMatchObject({ status: 'added', value: { text: 'Maître Artisan' } });

    expect((await call('PUT', '/facts/item-pain-au-levain', {}, levain(5))).statusCode).toBe(401);
    expect((await call('POST', '/facts', {}, { value: { kind: 'label', text: 'X' } })).statusCode).toBe(401);
    expect((await call('DELETE', '/facts/item-pain-au-levain', {})).statusCode).toBe(401);
  });
});

describe('removing, restoring and adding facts', () => {
  it('removes a fact until the owner restores it; an added fact is deleted outright', async () => {
    const { headers } = await analysedUser();
    const removed = (await call('DELETE', '/facts/item-croissant', headers)).json<WebsiteAnalysis>();
    expect(entry(removed, 'item-croissant')).toMatchObject({ status: 'removed' });
    expect(removed.products_catalog.map((p) => p.name)).not.toContain('Croissant');
    const restored = (
      await call('DELETE', '/facts/item-croissant/correction', headers)
    ).json<WebsiteAnalysis>();
    expect(entry(restored, 'item-croissant')).toMatchObject({ status: 'site' });
    expect((await call('DELETE', '/facts/item-croissant/correction', headers)).statusCode).toBe(404);

    const added = await call('POST', '/facts', headers, {
      value: { kind: 'hours', day: 'dimanche', closed: false, ranges: [{ opens: '07:00', closes: '12:30' }] },
    });
    expect(added.statusCode).toBe(201);
    const sunday = added.json<WebsiteAnalysis>().facts.entries.find((e) => e.status === 'added')!;
    expect(sunday).toMatchObject({ kind: 'hours', source: null, value: { day: 'dimanche' } });
    const gone = (await call('DELETE', `/facts/${sunday.id}`, headers)).json<WebsiteAnalysis>();
    expect(entry(gone, sunday.id)).toBeUndefined();
  });

  it('refuses an invalid addition, and any change before a first analysis', async () => {
    const { headers } = await analysedUser();
    const empty = await call('POST', '/facts', headers, {
      value: { kind: 'item', item_kind: 'product', name: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    const fresh = await createUser(t.app);
    const none = await call('POST', '/facts', fresh.headers, { value: { kind: 'town', text: 'Lyon' } });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('Analysez d’abord votre site web');
  });
});

describe('the writer', () => {
  it('reads the corrected facts and the analysis fields rebuilt from them', async () => {
    const user = await analysedUser();
    await call('PUT', '/facts/item-pain-au-levain', user.headers, levain(5.1));
    await call('DELETE', '/facts/item-croissant', user.headers);
    const read = await t.container.services.analysis.forWriter(user.login.user_id);
    expect(read?.facts.items).toEqual([expect.objectContaining({ name: 'Pain au levain', price: 5.1 })]);
    expect(read?.analysis.products_catalog).toEqual([
      expect.objectContaining({ name: 'Pain au levain', price: '5,10 €' }),
    ]);
  });
});
