import { describe, expect, it } from 'vitest';
import {
  blackFriday,
  easterSunday,
  fathersDay,
  isoDay,
  mothersDay,
  summerSalesStart,
  winterSalesStart,
} from './french-calendar';
import { seasonalHookFor } from './seasonal-hooks';

describe('French calendar', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('computes Easter %i', (year, date) => expect(isoDay(easterSunday(year))).toBe(date));

  it('puts the fête des mères on the last Sunday of May, a week later when that is Pentecost', () => {
    expect(isoDay(mothersDay(2025))).toBe('2025-05-25');
    expect(isoDay(mothersDay(2026))).toBe('2026-05-31');
    expect(isoDay(mothersDay(2023))).toBe('2023-06-04'); // Pentecost 2023 fell on 28 May
  });

  it('computes the fête des pères, the sales and Black Friday', () => {
    expect(isoDay(fathersDay(2025))).toBe('2025-06-15');
    expect(isoDay(winterSalesStart(2025))).toBe('2025-01-08');
    expect(isoDay(winterSalesStart(2026))).toBe('2026-01-07'); // second Wednesday is the 14th: moved earlier
    expect(isoDay(summerSalesStart(2025))).toBe('2025-06-25');
    expect(isoDay(summerSalesStart(2027))).toBe('2027-06-23'); // last Wednesday is the 30th: moved earlier
    expect(isoDay(blackFriday(2025))).toBe('2025-11-28');
  });
});

describe('seasonal hooks', () => {
  it.each([
    ['2025-01-02', 'Garage automobile', 'nouvel-an'],
    ['2025-01-10', 'Boulangerie', 'epiphanie'],
    ['2025-01-25', 'Boutique de mode', 'soldes-hiver'],
    ['2025-02-01', 'Crêperie', 'chandeleur'],
    ['2025-02-13', 'Fleuriste', 'saint-valentin'],
    ['2025-03-04', 'Boulangerie', 'mardi-gras'],
    ['2025-04-18', 'Chocolatier', 'paques'],
    ['2025-05-01', 'Fleuriste', 'premier-mai'],
    ['2025-05-24', 'Fleuriste', 'fete-des-meres'],
    ['2025-06-14', 'Caviste', 'fete-des-peres'],
    ['2025-06-21', 'Restaurant', 'fete-musique'],
    ['2025-07-01', 'Boutique de mode', 'soldes-ete'],
    ['2025-07-14', 'Garage automobile', 'quatorze-juillet'],
    ['2025-09-01', 'Garage automobile', 'rentree'],
    ['2025-10-30', 'Pâtisserie', 'halloween'],
    ['2025-11-01', 'Fleuriste', 'toussaint'],
    ['2025-12-20', 'Garage automobile', 'noel'],
    ['2025-12-31', 'Garage automobile', 'reveillon'],
  ])('finds the moment of %s for a %s: %s', (date, trade, key) =>
    expect(seasonalHookFor(date, trade)?.key).toBe(key),
  );

  it('has nothing to say on an ordinary day', () => {
    expect(seasonalHookFor('2025-10-08')).toBeNull();
    expect(seasonalHookFor('2025-03-12')).toBeNull();
    // Black Friday is a shop's offer, not a date of the calendar: only a note or the site may bring it up.
    expect(seasonalHookFor('2025-11-28')).toBeNull();
  });

  it('gives the fête des mères date of the year in its lines', () => {
    expect(seasonalHookFor('2026-05-28')?.lines.join(' ')).toContain('31 mai');
  });
});
