import { getErrorMessage, hasErrorCode } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frPosts } from '@/locales/fr-posts';

const LAST_DAY_REFUSAL = 'Génération bloquée : nous sommes le dernier jour';
/** Refusals whose detail is the message itself: no connected network (it points to the social tab) and the
 * month's availability ('Génération pour le mois actuel indisponible après 22h…'). */
const SHOWN_AS_IS = ['GENERATION_NO_NETWORK', 'GENERATION_UNAVAILABLE'] as const;

/** docs/spec/part-2-signed-in-application.md §8 Generation: those refusals are the server's own words;
 * anything else is prefixed 'Erreur lors de la génération: '. */
export function generationErrorMessage(error: unknown): string {
  const detail = getErrorMessage(error, fr.errors.unexpected);
  if (detail.includes(LAST_DAY_REFUSAL)) return detail;
  if (hasErrorCode(error, ...SHOWN_AS_IS)) return detail;
  return frPosts.generation.error(detail);
}
