import { describe, expect, it } from 'vitest';
import { stockSearchSuggestion } from './image-suggestion';

describe('stock-image search suggested for a post without a picture', () => {
  it('names the post’s subject in French, title first, without filler words', () => {
    expect(stockSearchSuggestion('Zoom sur : Croissant pur beurre', 'Feuilleté chaque matin.')).toBe(
      'croissant beurre feuilleté',
    );
    expect(stockSearchSuggestion('Chandeleur : nos crêpes', 'Le 2 février, place aux crêpes !')).toBe(
      'chandeleur crêpes',
    );
    expect(stockSearchSuggestion('Bon à savoir', 'La boutique sera fermée du 24 au 26 décembre.')).toBe(
      'fermée',
    );
  });

  it('is null when nothing names a subject', () => {
    expect(stockSearchSuggestion('Info', 'Merci !')).toBeNull();
  });
});
