import { keyWords } from './media-words';
import { plainFrench } from './writing/trade-families';

/** Words of titles and leads that name no subject a photo could show. */
const NOT_A_SUBJECT = new Set(
  (
    'zoom focus retenir nouveau nouvelle nouveaute decouvrez decouvrir rappel petit noter savoir info infos moment ' +
    'envie idee idees question conseil astuce coulisses semaine mois annee aujourd demain bientot merci ' +
    'bonjour bonne belle beau notre votre entreprise boutique equipe retour avis pourquoi comment ' +
    'janvier fevrier mars avril juin juillet aout septembre octobre novembre decembre ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche sera seront serons etait arrive place passez venez ' +
    'profitez pensez offrez chaque matin soir'
  ).split(' '),
);

/**
 * A French stock-image search for a post left without a picture: up to three words naming its subject, from
 * its title first, then from its text ("croissant beurre boulangerie"). Null when nothing names a subject.
 */
export function stockSearchSuggestion(title: string, text: string): string | null {
  const words = keyWords(`${title} ${text}`, 12).filter((word) => !NOT_A_SUBJECT.has(plainFrench(word)));
  return words.length > 0 ? words.slice(0, 3).join(' ') : null;
}
