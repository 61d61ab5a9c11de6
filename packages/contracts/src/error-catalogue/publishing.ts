import { POST_MESSAGES } from '../post-vocabulary';
import type { ErrorEntries } from './entry';

/** Scheduling and publishing (docs/spec/part-2-signed-in-application.md §5; the server's own rules where the
 * spec says nothing). */
export const publishingErrors = {
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
} as const satisfies ErrorEntries;
