import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';
import { bakeryPages } from './fixtures/bakery-site';
import { parseHoursLine } from './hours';
import { parsePage } from './page-model';

const facts = extractSiteFacts(bakeryPages);
const priceOf = (name: string) => facts.items.find((item) => item.name === name);

describe('page model', () => {
  it('separates blocks that touch, decodes entities and non-breaking spaces, keeps menus and footers apart', () => {
    const page = parsePage(
      '<nav><a href="/x">Accueil</a></nav><main><div>au levain</div><div>Croûte&nbsp;&amp; mie</div></main>',
      'https://a.fr/',
    );
    expect(page.blocks.map((b) => [b.text, b.zone])).toEqual([
      ['Accueil', 'chrome'],
      ['au levain', 'main'],
      ['Croûte & mie', 'main'],
    ]);
  });

  it('reads JSON-LD and microdata', () => {
    const page = parsePage(
      `<script type="application/ld+json">{"@graph":[{"@type":"Bakery","name":"Le Fournil"}]}</script>
      <div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Tarte</span></div>`,
      'https://a.fr/',
    );
    expect(page.structured).toEqual([
      { '@type': 'Bakery', name: 'Le Fournil' },
      { '@type': 'Product', name: 'Tarte' },
    ]);
  });
});

describe('facts of a multi-page bakery site', () => {
  it('gives each item the price of its own block, whatever the shape', () => {
    expect(priceOf('Pain au levain')).toMatchObject({ price: 4.2 }); // card of div soup
    expect(priceOf('Baguette de tradition')).toMatchObject({ price: 1.3 }); // price in an h3
    expect(priceOf('Pain de campagne')).toMatchObject({ price: 3.8 }); // price line after the description
    expect(priceOf('Pain de seigle')).toMatchObject({ price: 4.5, unit: 'le kg' }); // price in an h4
    expect(priceOf('Croissant')).toMatchObject({ price: 1.2 }); // table row
    expect(priceOf('Flan pâtissier')).toMatchObject({ price: 3.5 }); // dotted leaders
    expect(priceOf('Kouign-amann')).toMatchObject({ price: 12, unit: 'les 6' });
    expect(priceOf('Pièce montée')).toMatchObject({ price: 45, fromPrice: true }); // dt / dd
    expect(priceOf('Tarte aux fraises')).toMatchObject({ price: 18 }); // price alone on the next line
    // Named without a price: no price borrowed from a neighbour; an offer is not an item.
    expect(facts.items.find((item) => /fougasse|bûche/i.test(item.name))).toBeUndefined();
    const birthday = facts.items.find((item) => /anniversaire/i.test(item.name));
    expect(birthday).toMatchObject({
      name: "Gâteau d'anniversaire",
      description: 'Selon le nombre de parts',
    });
    expect(birthday).not.toHaveProperty('price');
    expect(priceOf('Pain au levain')?.source.url).toBe('https://fournil-lea.fr/');
  });

  it('reads contact details, hours, story, people and dated offers as the site states them', () => {
    expect(facts.trade?.text).toBe('boulangerie');
    expect(facts.address).toMatchObject({ street: '12 rue du Mené', postalCode: '56000', town: 'Vannes' });
    expect(facts.phones.map((p) => p.text)).toEqual(['02 97 12 34 56']); // not the host's, on the legal page
    expect(facts.emails.map((e) => e.text)).toEqual(['bonjour@fournil-lea.fr']);
    expect(facts.hours.find((h) => h.day === 'lundi')).toMatchObject({ closed: true });
    expect(facts.hours.find((h) => h.day === 'jeudi')?.ranges).toEqual([
      { opens: '07:00', closes: '13:00' },
      { opens: '15:30', closes: '19:30' },
    ]);
    expect(facts.story?.text).toContain('grand-père');
    expect(facts.story?.source.url).toBe('https://fournil-lea.fr/historique');
    expect(facts.mission?.text).toContain('Notre mission');
    expect(facts.foundingYear?.year).toBe(1998);
    expect(facts.teamSize?.count).toBe(6);
    expect(facts.people.map((p) => p.name)).toEqual(['Léa', 'Tom']);
    expect(facts.labels.map((l) => l.text)).toContain('Artisan Boulanger');
    expect(facts.offers).toEqual([
      expect.objectContaining({ title: 'Offre de Noël', startDate: '2026-12-01', endDate: '2026-12-24' }),
    ]);
    expect(facts.testimonials).toEqual([expect.objectContaining({ author: 'Sophie L.' })]);
    expect(facts.pages.map((p) => p.role)).toEqual(['home', 'products', 'about', 'team', 'contact', 'legal']);
  });
});

describe('hours lines', () => {
  it('reads day ranges, lists, closed days and exceptions', () => {
    expect(parseHoursLine('Fermé le dimanche et le lundi').map((d) => d.day)).toEqual(['dimanche', 'lundi']);
    expect(parseHoursLine('Du mardi au samedi de 9h à 12h et de 14h à 19h')).toHaveLength(5);
    expect(parseHoursLine('Vendredi au lundi : 10h-18h').map((d) => d.day)).toEqual([
      'vendredi',
      'samedi',
      'dimanche',
      'lundi',
    ]);
  });
});
