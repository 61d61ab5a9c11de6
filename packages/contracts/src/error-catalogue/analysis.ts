import type { ErrorEntries } from './entry';

/** The website analysis. */
export const analysisErrors = {
  ANALYSIS_URL_REFUSED: {
    status: 422,
    detail:
      'Cette adresse ne peut pas être analysée : seuls les sites publics en http ou https sont acceptés',
  },
  ANALYSIS_SITE_UNREACHABLE: {
    status: 422,
    detail: 'Le site est injoignable : vérifiez l’adresse puis réessayez',
  },
  ANALYSIS_NO_CONTENT: {
    status: 422,
    detail: 'Aucune page lisible n’a été trouvée sur ce site (pages HTML publiques uniquement)',
  },
  ANALYSIS_TIMEOUT: { status: 408, detail: 'Timeout - Site trop complexe à analyser (90 secondes)' },
  ANALYSIS_AI_FAILED: {
    status: 502,
    detail: 'Le service d’analyse IA n’a pas répondu correctement. Veuillez réessayer plus tard.',
  },
  ANALYSIS_FAILED: { status: 500, detail: 'Erreur lors de l’analyse du site web' },
} as const satisfies ErrorEntries;
