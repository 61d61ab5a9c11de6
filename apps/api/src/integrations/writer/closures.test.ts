import { describe, expect, it } from 'vitest';
import { closedOn } from './closures';

const note = (content: string) => [{ title: 'Fermeture', content }];

describe('closures read from the notes', () => {
  it('reads a range over the new year, a range within a month and a single day', () => {
    const holidays = note('Garage fermé du 24 décembre au 2 janvier.');
    expect(closedOn(holidays, '2026-12-23')).toBe(false);
    expect(closedOn(holidays, '2026-12-24')).toBe(true);
    expect(closedOn(holidays, '2027-01-02')).toBe(true);
    expect(closedOn(holidays, '2027-01-03')).toBe(false);
    expect(closedOn(note('Le salon est fermé du 5 au 10 janvier.'), '2027-01-07')).toBe(true);
    expect(closedOn(note('La boutique sera fermée le jeudi 14 mai (Ascension).'), '2027-05-14')).toBe(true);
    expect(closedOn(note('La boutique sera fermée le jeudi 14 mai (Ascension).'), '2027-05-15')).toBe(false);
  });

  it('ignores notes that close nothing', () => {
    expect(closedOn(note('Ouvert les dimanches 13 et 20 décembre de 10 h à 13 h.'), '2026-12-13')).toBe(
      false,
    );
  });
});
