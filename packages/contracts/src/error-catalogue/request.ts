import type { ErrorEntries } from './entry';

/** Requests and the server itself: validation, addresses, methods, sizes, availability. */
export const requestErrors = {
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
  NOT_FOUND: { status: 404, detail: 'Ressource introuvable' },
  ROUTE_NOT_FOUND: { status: 404, detail: 'Cette adresse ne correspond à aucun service' },
  METHOD_NOT_ALLOWED: { status: 405, detail: 'Méthode non autorisée' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    detail: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  INTERNAL_ERROR: { status: 500, detail: 'Erreur interne du serveur. Veuillez réessayer plus tard.' },
} as const satisfies ErrorEntries;
