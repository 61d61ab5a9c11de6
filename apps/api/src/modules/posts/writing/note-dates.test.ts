import { describe, expect, it } from 'vitest';
import { noteEvent, withRightWeekday } from './note-dates';

const event = (content: string, year: number, month: number, title = 'Info') =>
  noteEvent({ title, content }, { year, month });

describe('dates read from a note', () => {
  it('reads a closure from the 24th to the 26th of the note’s month', () => {
    expect(event('La boutique sera fermée du 24 au 26 décembre.', 2026, 12)).toEqual({
      from: '2026-12-24',
      to: '2026-12-26',
      weekday: 'jeudi',
      closure: true,
      untilOnly: false,
    });
    expect(event('Congés du 24 au 26.', 2027, 12)).toMatchObject({ from: '2027-12-24', to: '2027-12-26' });
  });

  it('reads a range across two months and a single named date, with or without accents', () => {
    expect(event('Salon du 30 novembre au 2 décembre', 2028, 11)).toMatchObject({
      from: '2028-11-30',
      to: '2028-12-02',
      closure: false,
    });
    expect(event('Dégustation le 1er février à 18 h', 2027, 2)).toMatchObject({
      from: '2027-02-01',
      to: '2027-02-01',
      weekday: 'lundi',
    });
    expect(event('Atelier galettes le 9 janvier 2027', 2027, 1)).toMatchObject({ from: '2027-01-09' });
    expect(event('Réouverture le 5 janvier', 2026, 12)).toMatchObject({ from: '2027-01-05' });
  });

  it('reads a day of the note’s month after le, a weekday or as 24/12', () => {
    expect(event('On ferme à 17 h le 24 pour préparer les commandes.', 2026, 12)).toMatchObject({
      from: '2026-12-24',
      closure: true,
    });
    expect(event('Marché de producteurs samedi 13, dès 8 h.', 2027, 3)).toMatchObject({
      from: '2027-03-13',
      weekday: 'samedi',
    });
    expect(event('Fermeture exceptionnelle le 14/07', 2026, 6)).toMatchObject({ from: '2026-07-14' });
    expect(event('Soirée le 31/12/2028', 2028, 12)).toMatchObject({
      from: '2028-12-31',
      weekday: 'dimanche',
    });
  });

  it('says when the weekday the owner wrote is not the date’s', () => {
    // 12 December 2026 is a Saturday.
    expect(event('Portes ouvertes le vendredi 12 décembre', 2026, 12)).toMatchObject({
      weekday: 'samedi',
      wrongWeekday: 'vendredi',
    });
    expect(event('Portes ouvertes le samedi 12 décembre', 2026, 12)).not.toHaveProperty('wrongWeekday');
  });

  it('reads "jusqu’au 15" as an offer already running', () => {
    expect(event('-10 % sur les bûches jusqu’au 15 décembre', 2027, 12)).toMatchObject({
      from: '2027-12-01',
      to: '2027-12-15',
      untilOnly: true,
    });
  });

  it('finds no date in a note without one, and ignores hours, prices and "7/7"', () => {
    expect(event('Un pain complet aux graines de courge arrive en boutique.', 2026, 3)).toBeNull();
    expect(event('Ouvert 7/7 de 7 h à 20 h, croissant à 1,20 €.', 2026, 3)).toBeNull();
    expect(event('Le 35 décembre', 2026, 12)).toBeNull();
  });
});

describe('the weekday beside a note’s date', () => {
  it('is put right when the owner wrote another one, and left alone otherwise', () => {
    const wrong = event('Portes ouvertes le vendredi 12 décembre', 2026, 12)!;
    expect(withRightWeekday('Portes ouvertes le vendredi 12 décembre, dès 9 h.', wrong)).toBe(
      'Portes ouvertes le samedi 12 décembre, dès 9 h.',
    );
    expect(withRightWeekday('Vendredi 12 : portes ouvertes', wrong)).toBe('Samedi 12 : portes ouvertes');
    const right = event('Portes ouvertes le samedi 12 décembre', 2026, 12)!;
    expect(withRightWeekday('Portes ouvertes le samedi 12 décembre', right)).toBe(
      'Portes ouvertes le samedi 12 décembre',
    );
  });
});
