import { describe, expect, it } from 'vitest';
import { suggestAudience, suggestBrandTone } from './tone-and-audience';

const source = { url: 'https://exemple.fr/histoire', pageTitle: 'Notre histoire', snippet: '' };

describe('tone and audience suggestions', () => {
  it('rest on the site’s own passages', () => {
    const texts = [
      { text: 'Une maison de tradition. Pains artisanaux et authentiques, faits maison.', source },
      { text: 'Ouvert le dimanche.', source },
    ];
    const tone = suggestBrandTone(texts);
    expect(tone?.value).toBe('traditionnel');
    expect(tone?.evidence).toEqual([{ text: 'Une maison de tradition.', source }]);
    const audience = suggestAudience([{ text: 'Des goûters pour les enfants du quartier.', source }]);
    expect(audience?.value).toBe('familles, habitants du quartier et de la ville');
    expect(audience?.evidence[0]).toMatchObject({ text: 'Des goûters pour les enfants du quartier.' });
  });

  it('are null when the site gives no evidence', () => {
    expect(suggestBrandTone([{ text: 'Ouvert du mardi au samedi.', source }])).toBeNull();
    expect(suggestAudience([{ text: 'Ouvert du mardi au samedi.', source }])).toBeNull();
  });
});
