import { POST_MESSAGES } from '../post-vocabulary';
import type { ErrorEntries } from './entry';

/** Posts: editing, generation, rewriting and the writer. */
export const postsErrors = {
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
} as const satisfies ErrorEntries;
