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
  SERVICE_UNAVAILABLE: {
    status: 503,
    detail: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  SUBSCRIPTION_REQUIRED: {
    status: 402,
    detail: "Votre abonnement n'est plus actif. Choisissez un forfait pour continuer.",
  },
  ORIGIN_NOT_ALLOWED: { status: 422, detail: "origin_url : cette origine n'est pas autorisée" },
  PROMO_CODE_INVALID: { status: 422, detail: 'promo_code : code promo invalide ou expiré' },
  PLAN_NOT_FOUND: { status: 404, detail: 'Forfait introuvable' },
  CHECKOUT_SESSION_NOT_FOUND: { status: 404, detail: 'Session de paiement introuvable' },
  BILLING_ACCOUNT_MISSING: { status: 404, detail: 'Aucun abonnement payant à gérer' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, detail: 'Signature du webhook invalide' },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    detail: 'Le service de paiement est momentanément indisponible. Veuillez réessayer.',
  },
  INTERNAL_ERROR: { status: 500, detail: 'Erreur interne du serveur. Veuillez réessayer plus tard.' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
