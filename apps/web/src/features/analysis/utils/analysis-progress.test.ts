import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/errors';
import { analysisErrorMessage, nextProgress, stageLabel, validateWebsiteUrl } from './analysis-progress';

describe('analysis progress', () => {
  it('ticks by the spec steps and stops at 99', () => {
    expect(nextProgress(0)).toBe(0.5);
    expect(nextProgress(30)).toBe(31.2);
    expect(nextProgress(70)).toBe(70.8);
    expect(nextProgress(98.9)).toBe(99);
    expect(nextProgress(99)).toBe(99);
  });

  it('names the stage by percent', () => {
    expect([0, 19.9, 20, 49, 50, 79, 80, 99].map(stageLabel)).toEqual([
      'Découverte des pages',
      'Découverte des pages',
      'Extraction du contenu',
      'Extraction du contenu',
      'Analyse IA',
      'Analyse IA',
      'Finalisation',
      'Finalisation',
    ]);
  });
});

describe('analysisErrorMessage', () => {
  it('uses the 408 text, then the server detail, then the generic message', () => {
    expect(analysisErrorMessage(new ApiError(408, { detail: 'x' }))).toBe(
      "Erreur lors de l'analyse : Timeout - Site trop complexe à analyser (90 secondes)",
    );
    expect(analysisErrorMessage(new NetworkError(true))).toContain('Timeout - Site trop complexe');
    expect(analysisErrorMessage(new ApiError(422, { detail: 'Le site est injoignable' }))).toBe(
      "Erreur lors de l'analyse : Le site est injoignable",
    );
    expect(analysisErrorMessage(new Error('?'))).toBe(
      "Erreur lors de l'analyse : Erreur lors de l'analyse du site web",
    );
  });
});

describe('validateWebsiteUrl', () => {
  it('gives the spec messages and reads a bare host as https', () => {
    expect(validateWebsiteUrl('  ')).toEqual({ error: 'Veuillez saisir une URL de site web' });
    expect(validateWebsiteUrl('pas une url')).toEqual({
      error: 'Veuillez saisir une URL valide (ex: https://www.mon-entreprise.fr)',
    });
    expect(validateWebsiteUrl('boulangerie.fr')).toEqual({ url: 'https://boulangerie.fr' });
  });
});
