import { describe, expect, it } from 'vitest';
import { euroAmounts, factIssues, type StatedFacts } from './fact-checks';
import { junkHashtags } from './hashtag-checks';

const facts: StatedFacts = {
  pricedItems: [
    { name: 'Croissant pur beurre', prices: [1.2] },
    { name: 'Pain de seigle', prices: [4.2] },
  ],
  otherPrices: [18],
  statedText: 'boulangerie martin, croissant pur beurre 1,20 €, galette frangipane 18 €',
  noteText: '',
};
const checks = (text: string, date = '2027-01-10', stated = facts) =>
  factIssues(text, date, stated).map((issue) => issue.check);

describe('fact checks', () => {
  it('reads euro amounts as written in French', () => {
    expect(euroAmounts('3,50 € puis 12 euros et 1\u00a0250 €')).toEqual([3.5, 12, 1250]);
  });

  it('accepts a price stated for the product the sentence names, refuses another one', () => {
    expect(checks('Notre croissant pur beurre est à 1,20 €.')).toEqual([]);
    expect(checks('Notre croissant pur beurre est à 22 €.')).toEqual(['prix']);
    expect(checks('Notre pain de seigle à 1,20 €.')).toEqual(['prix']);
  });

  it('keeps seasons in their dates', () => {
    expect(checks('La galette des rois est là.', '2027-01-10')).toEqual([]);
    expect(checks('La galette des rois est là.', '2026-12-10')).toEqual(['hors-saison']);
    expect(checks('Joyeux Noël !', '2026-12-10')).toEqual([]);
    expect(checks('La fête des mères approche.', '2027-05-02')).toEqual(['hors-saison']);
    expect(
      checks('La fête des mères approche.', '2027-05-02', { ...facts, noteText: 'fête des mères' }),
    ).toEqual([]);
  });

  it('refuses offers and bookings that no fact states', () => {
    expect(checks('C’est le Black Friday !')).toEqual(['offre-inventee']);
    expect(checks('Réservez vite, les places partent vite.')).toContain('offre-inventee');
    expect(
      checks('Réservez votre table.', '2027-01-10', { ...facts, statedText: 'réservation par téléphone' }),
    ).toEqual([]);
  });

  it('calls a common word, a first name or a sentence a junk hashtag', () => {
    expect(
      junkHashtags(
        ['#Personne', '#Julie', '#FermetureExceptionnelleLeVingtCinq', '#PainDeSeigle', '#Colmar'],
        ['Julie Caradec'],
      ),
    ).toEqual(['#Personne', '#Julie', '#FermetureExceptionnelleLeVingtCinq']);
  });
});
