import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';

const site = (pages: Record<string, string>, title = 'Brasserie du Vivarais') =>
  extractSiteFacts(
    Object.entries(pages).map(([path, body]) => ({
      url: `https://www.exemple-commerce.fr${path}`,
      html: `<html><head><title>${title}</title></head><body><main>${body}</main></body></html>`,
    })),
  );

describe('a brewery with a bar, in a business park', () => {
  const facts = site({
    '/': `<h1>Des bières brassées à Annonay</h1><p>Brasserie artisanale indépendante : nous brassons le lundi.</p>
      <h2>Le bar</h2><dl><dt>Vendredi</dt><dd>17h – 23h</dd><dt>Samedi</dt><dd>15h – 23h</dd></dl>
      <p>Le reste de la semaine, le bar est fermé : nous brassons le lundi et le mardi.</p>
      <p>ZA de la Lombardière, 07100 Annonay</p>`,
    '/la-brasserie': `<h1>La brasserie</h1><p>Lucas Fayolle · brasseur et cofondateur</p>
      <p>Manon Rey · cofondatrice, bar et boutique</p>`,
  });

  it('is a craft brewery, not a restaurant, when the site speaks of brewing', () => {
    expect(facts.trade?.text).toBe('brasserie artisanale');
    const restaurant = site({
      '/': `<h1>Brasserie du Port</h1><p>Plat du jour et fruits de mer, en terrasse.</p>`,
    });
    expect(restaurant.trade?.text).toBe('restaurant');
  });

  it('closes the days "le reste de la semaine" leaves out, and reads a "ZA" street', () => {
    expect(facts.hours.map((h) => [h.day, h.closed ? 'fermé' : h.ranges.map((r) => r.opens).join()])).toEqual(
      [
        ['lundi', 'fermé'],
        ['mardi', 'fermé'],
        ['mercredi', 'fermé'],
        ['jeudi', 'fermé'],
        ['vendredi', '17:00'],
        ['samedi', '15:00'],
        ['dimanche', 'fermé'],
      ],
    );
    expect(facts.address).toMatchObject({
      street: 'ZA de la Lombardière',
      postalCode: '07100',
      town: 'Annonay',
    });
  });

  it('reads "Nom · rôle" lines on the page named after the place', () => {
    expect(facts.people.map((p) => [p.name, p.role])).toEqual([
      ['Lucas Fayolle', 'brasseur et cofondateur'],
      ['Manon Rey', 'cofondatrice, bar et boutique'],
    ]);
  });
});
