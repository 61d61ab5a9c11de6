import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createDemoCatalogue,
  DEMO_IMAGES,
  DEMO_LABEL,
  findDemoImage,
  renderDemoImage,
} from './demo-catalogue';
import { searchWords } from './demo-search';

const catalogue = createDemoCatalogue();
const search = (query: string) =>
  catalogue.search({ query, page: 1, perPage: 200, imageType: 'photo', safeSearch: true });

describe('demonstration stock catalogue', () => {
  it('holds at least 300 pictures over at least 25 trades and the seasons and fêtes, with unique ids', () => {
    expect(DEMO_IMAGES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(DEMO_IMAGES.map((image) => image.id)).size).toBe(DEMO_IMAGES.length);
    const trades = new Set(DEMO_IMAGES.filter((i) => i.tags.includes('entreprise')).map((i) => i.group));
    expect(trades.size).toBeGreaterThanOrEqual(25);
    for (const occasion of [
      'printemps',
      'été',
      'automne',
      'hiver',
      'noël',
      'pâques',
      'saint-valentin',
      'halloween',
    ]) {
      expect(DEMO_IMAGES.some((image) => image.tags.includes(occasion))).toBe(true);
    }
  });

  it.each([
    'boulangerie',
    'coiffure',
    'fleurs',
    'restaurant',
    'garage',
    'vin',
    'fromage',
    'pâtisserie',
    'boucherie',
    'fleuriste',
    'café',
    'plombier',
    'immobilier',
    'yoga',
    'librairie',
    'noël',
    'printemps',
    'galette des rois',
    // The eight suggested categories.
    'entreprise',
    'marketing',
    'équipe',
    'bureau',
    'technologie',
    'nature',
    'personnes',
    'arrière-plans',
  ])('finds at least 6 pictures for "%s"', async (query) => {
    const result = await search(query);
    expect(result.totalHits).toBeGreaterThanOrEqual(6);
  });

  it('ignores accents and case, folds plurals, and takes a word start of 5 letters or more', async () => {
    const ids = async (query: string) => (await search(query)).hits.map((hit) => hit.id);
    expect(await ids('Fleur')).toEqual(await ids('fleurs'));
    expect(await ids('NOEL')).toEqual(await ids('noël'));
    expect(await ids('gateaux')).toEqual(await ids('gâteau'));
    expect(await ids('oeufs')).toEqual(await ids('œuf'));
    expect((await ids('coiff')).length).toBeGreaterThanOrEqual(6);
    expect(await ids('vinyle')).toEqual([]);
    expect(searchWords("L'épicerie des Halles")).toEqual(['epicerie', 'halle']);
  });

  it('puts pictures matching more of the words first, and pages through the answer', async () => {
    const [first] = (await search('fromage plateau')).hits;
    expect(first?.tags).toContain('plateau');
    const page1 = await catalogue.search({
      query: 'entreprise',
      page: 1,
      perPage: 20,
      imageType: 'photo',
      safeSearch: true,
    });
    const page2 = await catalogue.search({
      query: 'entreprise',
      page: 2,
      perPage: 20,
      imageType: 'photo',
      safeSearch: true,
    });
    expect(page1.hits).toHaveLength(20);
    expect(page2.hits[0]!.id).not.toBe(page1.hits[0]!.id);
  });

  it('labels every picture "Image de démonstration", never with a Pixabay author or page', async () => {
    const { hits } = await search('boulangerie');
    expect(hits.every((hit) => hit.user === DEMO_LABEL && hit.pageURL === '')).toBe(true);
    // Short enough to be the default title of the saved picture (200 characters at most).
    expect(Math.max(...hits.map((hit) => hit.tags.length))).toBeLessThanOrEqual(120);
    const saved = await catalogue.download(hits[0]!.id);
    expect(saved?.attribution).toBe('Image de démonstration');
    expect(await catalogue.download(1)).toBeNull();
  });

  it('draws distinct JPEG pictures at the asked width, and serves the second request from memory', async () => {
    const a = findDemoImage(DEMO_IMAGES[0]!.id)!;
    const b = findDemoImage(DEMO_IMAGES[1]!.id)!;
    const [pictureA, pictureB] = await Promise.all([renderDemoImage(a, 640), renderDemoImage(b, 640)]);
    expect(await sharp(pictureA).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 427 });
    expect(pictureA.equals(pictureB)).toBe(false);
    expect(await renderDemoImage(a, 640)).toBe(pictureA);
  });
});
