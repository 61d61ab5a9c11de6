/** Every error code the API answers with, its HTTP status and its French message. */
export const errorCatalogue = {
  VALIDATION_ERROR: { status: 422, detail: 'Données invalides' },
  MALFORMED_REQUEST: { status: 400, detail: 'Requête mal formée' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'Type de contenu non pris en charge' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'Requête trop volumineuse' },
  UNAUTHENTICATED: { status: 401, detail: 'Vous devez être connecté' },
  TOKEN_INVALID: { status: 401, detail: 'Session expirée, veuillez vous reconnecter' },
  INVALID_CREDENTIALS: { status: 401, detail: 'Email ou mot de passe incorrect' },
  REFRESH_TOKEN_INVALID: { status: 401, detail: 'Session expirée, veuillez vous reconnecter' },
  ADMIN_REQUIRED: { status: 403, detail: 'Accès administrateur requis' },
  NOT_FOUND: { status: 404, detail: 'Ressource introuvable' },
  ROUTE_NOT_FOUND: { status: 404, detail: 'Cette adresse ne correspond à aucun service' },
  METHOD_NOT_ALLOWED: { status: 405, detail: 'Méthode non autorisée' },
  EMAIL_TAKEN: { status: 409, detail: 'Un compte existe déjà avec cette adresse email.' },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    detail: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  },
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
  SERVICE_UNAVAILABLE: {
    status: 503,
    detail: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  INTERNAL_ERROR: { status: 500, detail: 'Erreur interne du serveur. Veuillez réessayer plus tard.' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
