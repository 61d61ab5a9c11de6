import { describe, expect, it } from 'vitest';
import { misspelledWords, vocabularyOf } from './spelling';

describe('French spelling', () => {
  // Building the dictionary takes several seconds of CPU once per process.
  it(
    'accepts French words, elisions and the business’s own names, and flags the rest',
    { timeout: 180_000 },
    async () => {
      const allowed = vocabularyOf(['Boulangerie Kerjean, Plouguerneau']);
      expect(
        await misspelledWords(
          "L'atelier d'hiver de la boulangerie Kerjean à Plouguerneau, aujourd'hui.",
          allowed,
        ),
      ).toEqual([]);
      // "rendez-tu" is two dictionary words: the register rules catch it, not the speller.
      expect(await misspelledWords('Une baguete croustilante et un kouign-amann.', allowed)).toEqual([
        'baguete',
        'croustilante',
      ]);
    },
  );
});
