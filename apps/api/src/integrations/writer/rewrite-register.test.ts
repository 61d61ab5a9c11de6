import { describe, expect, it } from 'vitest';
import { isFeminine, tutoyer, vouvoyer } from './rewrite-register';

describe('tu ↔ vous on the sentence', () => {
  it.each([
    ['Votre place vous attend.', 'Ta place t’attend.'],
    ['Votre atelier commence à 10 h.', 'Ton atelier commence à 10 h.'],
    ['Votre commande est prête, nous vous y attendons.', 'Ta commande est prête, nous t’y attendons.'],
    ['Prenez rendez-vous en ligne.', 'Prends rendez-vous en ligne.'],
    ['Vous allez adorer votre coupe.', 'Tu vas adorer ta coupe.'],
    ['Au plaisir de vous accompagner.', 'Au plaisir de t’accompagner.'],
  ])('%s → %s', (vous, tu) => {
    expect(tutoyer(vous)).toBe(tu);
    expect(tutoyer(vous)).not.toMatch(/rendez-tu|te [aeiouy]/u);
  });

  it('leaves the business’s own name as it is', () => {
    expect(tutoyer('Votre entreprise vous accompagne.', 'Votre entreprise')).toBe(
      'Votre entreprise t’accompagne.',
    );
  });

  it('comes back to vous', () => {
    expect(vouvoyer('Ta commande est prête, nous t’y attendons.')).toBe(
      'Votre commande est prête, nous vous y attendons.',
    );
  });

  it('knows the gender of common nouns and endings', () => {
    expect(['place', 'réservation', 'recette', 'boulangerie', 'coiffure'].every(isFeminine)).toBe(true);
    expect(['atelier', 'croissant', 'musée', 'été', 'pain'].some(isFeminine)).toBe(false);
  });
});
