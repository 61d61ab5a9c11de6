import { describe, expect, it } from 'vitest';
import { extractSiteFacts } from './extract-site-facts';
import { parseHoursLine } from './hours';

const days = (line: string) =>
  parseHoursLine(line).map((d) => [
    d.day,
    d.closed ? 'fermé' : d.ranges.map((r) => `${r.opens}-${r.closes}`).join(','),
  ]);

describe('opening hours in one sentence with exceptions', () => {
  it('reads "7j/7 sauf le mercredi" and a day that closes earlier', () => {
    expect(days("Ouvert 7j/7 sauf le mercredi, de 8h à 19h30 (le dimanche jusqu'à 13h)").sort()).toEqual(
      [
        ['lundi', '08:00-19:30'],
        ['mardi', '08:00-19:30'],
        ['mercredi', 'fermé'],
        ['jeudi', '08:00-19:30'],
        ['vendredi', '08:00-19:30'],
        ['samedi', '08:00-19:30'],
        ['dimanche', '08:00-13:00'],
      ].sort(),
    );
  });

  it('reads an abbreviated closed day on a short line of its own', () => {
    expect(days('Lun : fermé')).toEqual([['lundi', 'fermé']]);
    expect(days('Retrouvez-nous au marché, mer et sam')).toEqual([]);
  });
});

describe('opening hours in JSON-LD only', () => {
  it('closes the days an "openingHours" list leaves out', () => {
    const facts = extractSiteFacts([
      {
        url: 'https://www.traiteur-exemple.fr/',
        html: `<html><head><title>Traiteur</title><script type="application/ld+json">
          {"@context":"https://schema.org","@type":"FoodEstablishment","name":"Traiteur",
           "address":{"@type":"PostalAddress","addressLocality":"Mérignac","postalCode":"33700"},
           "openingHours":["Mo-Fr 08:30-18:00","Sa 09:00-12:00"]}</script></head>
          <body><main><h1>Traiteur</h1></main></body></html>`,
      },
    ]);
    expect(facts.hours.map((h) => [h.day, h.closed])).toEqual([
      ['lundi', false],
      ['mardi', false],
      ['mercredi', false],
      ['jeudi', false],
      ['vendredi', false],
      ['samedi', false],
      ['dimanche', true],
    ]);
  });
});
