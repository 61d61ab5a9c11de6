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
  FILE_TYPE_UNSUPPORTED: {
    status: 415,
    detail:
      'Type de fichier non pris en charge. Formats acceptés : JPEG, PNG, WebP, GIF, AVIF, HEIC, MP4 et MOV.',
  },
  FILE_TOO_LARGE: { status: 413, detail: 'Fichier trop volumineux' },
  UPLOAD_NO_FILE: { status: 422, detail: 'Aucun fichier reçu' },
  UPLOAD_MONTH_REQUIRED: { status: 422, detail: 'Veuillez sélectionner un mois de destination' },
  CAROUSEL_TOO_MANY: { status: 422, detail: 'Maximum 10 images pour un carrousel' },
  CAROUSEL_IMAGES_ONLY: { status: 422, detail: "Un carrousel n'accepte que des images" },
  POST_UPLOAD_TOO_MANY: { status: 422, detail: 'Maximum 10 fichiers autorisés pour un post' },
  LIBRARY_FULL: {
    status: 409,
    detail: 'Votre bibliothèque est pleine. Supprimez des contenus pour en ajouter de nouveaux.',
  },
  CONTENT_NOT_FOUND: { status: 404, detail: 'Contenu introuvable' },
  CONTENT_SAME_MONTH: { status: 422, detail: 'Le contenu est déjà attribué à ce mois' },
  MEDIA_TOKEN_INVALID: { status: 403, detail: 'Lien de média invalide ou expiré' },
  RANGE_NOT_SATISFIABLE: { status: 416, detail: 'Plage demandée invalide' },
  STOCK_RATE_LIMITED: {
    status: 429,
    detail: "Trop de recherches d'images en une minute. Veuillez réessayer dans un instant.",
  },
  STOCK_UNAVAILABLE: {
    status: 502,
    detail: "Le service d'images libres ne répond pas. Veuillez réessayer plus tard.",
  },
  STOCK_IMAGE_NOT_FOUND: { status: 404, detail: 'Image introuvable' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    detail: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  INTERNAL_ERROR: { status: 500, detail: 'Erreur interne du serveur. Veuillez réessayer plus tard.' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
