import { POST_MESSAGES } from './posts';

/**
 * Every error code the API answers with, its HTTP status and its French message. The API throws these codes
 * (`AppError`); the web app reads them from error bodies, so both sides share the `ErrorCode` union and a
 * misspelt code fails the type check. The web imports only the type: the messages stay out of its bundle.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: { status: 422, detail: 'Données invalides' },
  MALFORMED_REQUEST: { status: 400, detail: 'Requête mal formée' },
  URL_MALFORMED: { status: 400, detail: 'Adresse de la requête mal formée' },
  URL_TOO_LONG: { status: 414, detail: 'Adresse de la requête trop longue' },
  VALUE_NOT_STORABLE: {
    status: 422,
    detail: 'Données invalides : une valeur contient un caractère ou un format non accepté',
  },
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
  TOO_MANY_REGISTRATIONS: {
    status: 429,
    detail: 'Trop de comptes créés depuis cette connexion. Veuillez réessayer plus tard.',
  },
  PASSWORD_TOO_COMMON: {
    status: 422,
    detail: 'Ce mot de passe est trop courant : choisissez-en un autre, plus difficile à deviner.',
  },
  IMAGE_TOO_MANY_PIXELS: { status: 422, detail: 'Image trop grande : 50 mégapixels au maximum' },
  LOGO_MISSING: { status: 422, detail: 'Champ « logo » : choisissez une image à envoyer' },
  LOGO_TOO_LARGE: { status: 413, detail: 'Le logo ne doit pas dépasser 2 Mo' },
  LOGO_INVALID_IMAGE: {
    status: 422,
    detail: 'Champ « logo » : le fichier n’est pas une image lisible (JPEG, PNG, WebP, GIF ou AVIF)',
  },
  NOTE_ID_MISSING: { status: 400, detail: 'ID de note manquant' },
  NOTE_NOT_FOUND: { status: 404, detail: 'Note introuvable' },
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
  // 507 Insufficient Storage: the server's disk, not the request, is at fault, and retrying at once will not help.
  STORAGE_FULL: {
    status: 507,
    detail:
      "Espace disque insuffisant sur le serveur : le fichier n'a pas été enregistré. Réessayez plus tard ou contactez le support.",
  },
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
  // Scheduling and publishing (docs/spec/part-2-signed-in-application.md §5; the server's own rules where the
  // spec says nothing).
  SCHEDULE_NO_NETWORK: { status: 422, detail: POST_MESSAGES.noNetwork },
  SCHEDULE_PLATFORM_NOT_CONNECTED: {
    status: 422,
    detail: "Le réseau de ce post n'est pas connecté : connectez-le dans l'onglet Réseaux sociaux.",
  },
  SCHEDULE_PLATFORM_NEEDS_RECONNECT: {
    status: 422,
    detail: "La connexion au réseau de ce post a expiré : reconnectez-le dans l'onglet Réseaux sociaux.",
  },
  SCHEDULE_NEEDS_IMAGE: {
    status: 422,
    detail: "Ce post n'a pas encore d'image : ajoutez-en une avant de le programmer.",
  },
  SCHEDULE_INSTAGRAM_NEEDS_VISUAL: {
    status: 422,
    detail: 'Instagram exige au moins une image ou une vidéo : ajoutez un visuel à ce post.',
  },
  SCHEDULE_DATE_REQUIRED: { status: 422, detail: POST_MESSAGES.dateTimeRequired },
  SCHEDULE_DATE_IN_PAST: { status: 422, detail: POST_MESSAGES.dateInPast },
  SCHEDULE_DATE_TOO_LATE: { status: 422, detail: POST_MESSAGES.dateAfterNextMonth },
  SCHEDULE_TOO_SOON: { status: 422, detail: POST_MESSAGES.tooSoon },
  SCHEDULE_TIME_NONEXISTENT: {
    status: 422,
    detail: "Cette heure n'existe pas ce jour-là (passage à l'heure d'été) : choisissez une autre heure.",
  },
  POST_ALREADY_PUBLISHED: { status: 409, detail: 'Ce post est déjà publié : il ne peut plus être modifié.' },
  POST_BEING_PUBLISHED: {
    status: 409,
    detail: 'Ce post est en cours de publication : il ne peut plus être modifié.',
  },
  POST_NOT_SCHEDULED: { status: 409, detail: "Ce post n'est pas programmé." },
  PUBLISH_FAILED: { status: 502, detail: 'Erreur lors de la publication' },
  POST_NOT_FAILED: { status: 409, detail: 'Seul un post en échec peut être relancé.' },
  CALENDAR_RANGE_INVALID: {
    status: 422,
    detail: 'end_date : la fin de la période doit suivre son début (au plus 100 jours)',
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
  ADMIN_CANNOT_DELETE_SELF: {
    status: 409,
    detail: 'Vous ne pouvez pas supprimer votre propre compte administrateur',
  },
  PROMO_CODE_TAKEN: { status: 409, detail: 'code : ce code promo existe déjà' },
  POST_NOT_FOUND: { status: 404, detail: POST_MESSAGES.notFound },
  POST_PUBLISHED: {
    status: 409,
    detail: 'Ce post est déjà publié : il ne peut plus être modifié ni supprimé.',
  },
  POST_SCHEDULED: {
    status: 409,
    detail: 'Ce post est programmé : déprogrammez-le depuis le calendrier avant de le modifier.',
  },
  POST_NOT_DELETABLE: {
    status: 409,
    detail: 'Seuls les posts non validés et non publiés peuvent être supprimés.',
  },
  POST_CONTENT_INVALID: { status: 422, detail: 'Le contenu du post ne respecte pas les règles du réseau' },
  POST_IMAGE_MISSING: { status: 422, detail: "Choisissez l'image à ajouter au post" },
  POST_MEDIA_INCOMPATIBLE: { status: 422, detail: 'Ce média ne peut pas être publié sur ce réseau' },
  GENERATION_NO_NETWORK: { status: 409, detail: POST_MESSAGES.generationNoNetwork },
  GENERATION_IN_PROGRESS: { status: 409, detail: POST_MESSAGES.generationInProgress },
  GENERATION_UNAVAILABLE: { status: 409, detail: 'La génération de ce mois est indisponible' },
  TOO_MANY_RESET_REQUESTS: {
    status: 429,
    detail: 'Trop de demandes de réinitialisation. Veuillez réessayer dans quelques minutes.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    detail: 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.',
  },
  ACCOUNT_PASSWORD_INCORRECT: { status: 422, detail: 'password : le mot de passe est incorrect' },
  INTERNAL_ERROR: { status: 500, detail: 'Erreur interne du serveur. Veuillez réessayer plus tard.' },
  WRITER_TIMEOUT: { status: 408, detail: 'Timeout: La requête a pris trop de temps' },
  POST_REWRITE_NOT_DONE: { status: 422, detail: "Je n'ai pas pu appliquer cette demande." },
  POST_REWRITE_REJECTED: {
    status: 422,
    detail: "La réécriture n'a pas passé le contrôle qualité : rien n'a été enregistré.",
  },
  WRITER_EMPTY: { status: 502, detail: "Erreur: Aucune modification générée par l'IA" },
  WRITER_FAILED: {
    status: 502,
    detail: 'Le service de rédaction IA n’a pas répondu correctement. Veuillez réessayer plus tard.',
  },
} as const satisfies Record<string, { status: number; detail: string }>;

/** The `code` of every error body the API sends. */
export type ErrorCode = keyof typeof errorCatalogue;
