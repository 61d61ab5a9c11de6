import { describe, expect, it } from 'vitest';
import {
  adventSunday,
  beaujolaisNouveau,
  easterSunday,
  epiphanySunday,
  fathersDay,
  grandmothersDay,
  isoDay,
  mothersDay,
  shroveTuesday,
  weekdayOf,
} from './french-calendar';
import { monthCalendar, seasonalHookFor } from './seasonal-hooks';
import { tradeFamilies } from './trade-families';

describe('the French calendar of 2026, 2027 and 2028', () => {
  it.each([
    // year, Épiphanie, Mardi gras, Pâques, grands-mères, mères, pères, Beaujolais, Avent
    [2026, '01-04', '02-17', '04-05', '03-01', '05-31', '06-21', '11-19', '11-29'],
    [2027, '01-03', '02-09', '03-28', '03-07', '05-30', '06-20', '11-18', '11-28'],
    [2028, '01-02', '02-29', '04-16', '03-05', '05-28', '06-18', '11-16', '12-03'],
  ])(
    'computes the moments of %i',
    (year, epiphany, shrove, easter, grand, mothers, fathers, wine, advent) => {
      const at = (date: Date) => isoDay(date).slice(5);
      expect(at(epiphanySunday(year))).toBe(epiphany);
      expect(at(shroveTuesday(year))).toBe(shrove);
      expect(at(easterSunday(year))).toBe(easter);
      expect(at(grandmothersDay(year))).toBe(grand);
      expect(at(mothersDay(year))).toBe(mothers);
      expect(at(fathersDay(year))).toBe(fathers);
      expect(at(beaujolaisNouveau(year))).toBe(wine);
      expect(at(adventSunday(year))).toBe(advent);
    },
  );

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-12-24')).toBe('jeudi');
    expect(weekdayOf('2027-05-30')).toBe('dimanche');
    expect(weekdayOf('2028-02-29')).toBe('mardi');
    expect(epiphanySunday(2028).getUTCDay()).toBe(0);
  });
});

describe('trade families', () => {
  it('reads the families from the business type, accents ignored', () => {
    expect([...tradeFamilies('Boulangerie artisanale')]).toEqual(expect.arrayContaining(['bakery', 'food']));
    expect([...tradeFamilies('Pâtisserie')]).toContain('bakery');
    expect([...tradeFamilies('Caviste')]).toContain('wine');
    expect([...tradeFamilies('Salon de coiffure')]).toEqual(['beauty']);
    expect(tradeFamilies('Garage automobile').size).toBe(0);
    expect(tradeFamilies('Plombier chauffagiste').size).toBe(0);
  });
});

const keys = (year: number, month: number, trade: string) =>
  monthCalendar(year, month, trade).map((moment) => moment.key);

describe('the calendar of one month for one trade', () => {
  it('gives a bakery its galette in January only, never in December', () => {
    for (const year of [2026, 2027, 2028]) {
      expect(keys(year, 1, 'Boulangerie')).toEqual(['nouvel-an', 'epiphanie', 'chandeleur']);
      expect(keys(year, 12, 'Boulangerie')).not.toContain('epiphanie');
      expect(keys(year, 2, 'Boulangerie')).toContain('chandeleur');
    }
    const january = monthCalendar(2027, 1, 'Boulangerie').find((moment) => moment.key === 'epiphanie');
    expect(january).toMatchObject({ date: '2027-01-03', from: '2027-01-02', to: '2027-01-31' });
  });

  it('gives a garage only the moments every business shares', () => {
    expect(keys(2026, 1, 'Garage automobile')).toEqual(['nouvel-an']);
    expect(keys(2026, 2, 'Garage automobile')).toEqual([]);
    expect(keys(2026, 5, 'Garage automobile')).toEqual([]);
    expect(keys(2026, 11, 'Garage automobile')).toEqual([]);
    expect(keys(2026, 12, 'Garage automobile')).toEqual(['noel', 'reveillon']);
    expect(seasonalHookFor('2027-01-10', 'Garage automobile')).toBeNull();
    expect(seasonalHookFor('2027-01-10', 'Boulangerie')?.key).toBe('epiphanie');
  });

  it('places the Beaujolais nouveau on its third Thursday for a wine shop, not for a hair salon', () => {
    expect(monthCalendar(2026, 11, 'Caviste').find((m) => m.key === 'beaujolais')).toMatchObject({
      from: '2026-11-19',
      to: '2026-11-23',
    });
    expect(keys(2028, 11, 'Salon de coiffure')).toEqual([]);
    expect(seasonalHookFor('2028-11-15', 'Caviste')).toBeNull(); // the day before: not arrived yet
    expect(seasonalHookFor('2028-11-16', 'Caviste')?.key).toBe('beaujolais');
  });

  it('announces the fête des mères before its day of that year, never after', () => {
    expect(monthCalendar(2026, 5, 'Fleuriste').find((m) => m.key === 'fete-des-meres')).toMatchObject({
      date: '2026-05-31',
      from: '2026-05-24',
      to: '2026-05-31',
    });
    expect(seasonalHookFor('2028-05-29', 'Fleuriste')).toBeNull();
    expect(seasonalHookFor('2028-05-27', 'Fleuriste')?.lines.join(' ')).toContain('28 mai');
  });

  it('keeps Mardi gras and Pâques on their computed dates, Advent before Noël, and the sales for fashion', () => {
    expect(seasonalHookFor('2028-02-28', 'Boulangerie')?.key).toBe('mardi-gras');
    expect(seasonalHookFor('2028-03-01', 'Boulangerie')?.key).not.toBe('mardi-gras');
    expect(seasonalHookFor('2027-03-27', 'Chocolatier')?.key).toBe('paques');
    expect(seasonalHookFor('2026-11-30', 'Chocolatier')?.key).toBe('avent');
    expect(keys(2026, 1, 'Boutique de prêt-à-porter')).toContain('soldes-hiver');
    expect(keys(2026, 1, 'Restaurant')).not.toContain('soldes-hiver');
  });

  it('has the summer and autumn moments for everyone, Halloween and the music fête for some', () => {
    expect(keys(2027, 6, 'Restaurant')).toEqual(expect.arrayContaining(['fete-des-peres', 'fete-musique']));
    expect(keys(2027, 6, 'Garage automobile')).toEqual([]);
    expect(keys(2027, 7, 'Garage automobile')).toEqual(['quatorze-juillet', 'ete']);
    expect(keys(2027, 9, 'Plombier')).toEqual(['rentree', 'automne']);
    expect(keys(2027, 10, 'Pâtisserie')).toContain('halloween');
    expect(keys(2027, 10, 'Expert-comptable')).toEqual([]);
  });
});
