import type { ErrorEntries } from './entry';

/** Social networks: connecting an account and choosing a page. */
export const socialErrors = {
  OAUTH_STATE_INVALID: {
    status: 400,
    detail: 'Lien de connexion invalide ou expiré. Veuillez recommencer la connexion.',
  },
  SOCIAL_AUTH_FAILED: {
    status: 502,
    detail: "Échec de l'échange du code d'autorisation avec le réseau social. Veuillez réessayer.",
  },
  FACEBOOK_NO_PAGE: {
    status: 400,
    detail:
      "Aucune Page Facebook n'est associée à ce compte : créez une Page ou autorisez l'accès à l'une d'elles.",
  },
  FACEBOOK_PAGE_NOT_FOUND: { status: 404, detail: 'Page Facebook introuvable' },
  SOCIAL_CONNECTION_NOT_FOUND: { status: 404, detail: 'Aucun compte connecté pour ce réseau' },
  SOCIAL_ACCOUNT_NOT_FOUND: { status: 404, detail: 'Compte introuvable pour ce réseau' },
  SOCIAL_NETWORK_UNAVAILABLE: { status: 404, detail: "Ce réseau n'est pas encore disponible." },
} as const satisfies ErrorEntries;
