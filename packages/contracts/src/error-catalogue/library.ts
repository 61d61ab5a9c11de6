import type { ErrorEntries } from './entry';

/** The library: uploads, stored media and media links. */
export const libraryErrors = {
  IMAGE_TOO_MANY_PIXELS: { status: 422, detail: 'Image trop grande : 50 mégapixels au maximum' },
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
} as const satisfies ErrorEntries;
