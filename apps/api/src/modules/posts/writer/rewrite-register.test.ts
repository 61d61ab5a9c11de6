import { describe, expect, it } from 'vitest';
import { isFeminine, tutoyer, vouvoyer } from './rewrite-register';

describe('tu ↔ vous on the sentence', () => {
  it.each([
    ['Votre place vous attend.', 'Ta place t’attend.'],
    ['Votre atelier commence à 10 h.', 'Ton atelier commence à 10 h.'],
    ['Votre commande est prête, nous vous y attendons.', 'Ta commande est prête, nous t’y attendons.'],
    ['Prenez rendez-vous en ligne.', 'Prends rendez-vous en ligne.'],
    ['Vous allez adorer votre coupe.', 'Tu vas adorer ta coupe.'],
  ])('%s → %s', (vous, tu) => {
    expect(tutoyer(vous)).toBe(tu);
    expect(tutoyer(vous)).not.toMatch(/rendez-tu|te [aeiouy]/u);
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
