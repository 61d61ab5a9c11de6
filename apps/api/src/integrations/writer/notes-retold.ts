import { agree, isAre, nounOf, withArticle } from '../../modules/posts/public';
import { bare, upperFirst, withStop } from '../../lib/text-tools';

/**
 * A note is material, not text (docs/design/WRITING-FR.md §3b): its facts are retold as a sentence of the
 * post, never pasted behind its title. Owners often write notes as a heading ("Galette frangipane 6 parts à
 * 18 € du 2 au 31 janvier", "Garage fermé du 24 décembre au 2 janvier"): the noun gets its article and a
 * verb, every date, price and quantity is kept exactly as written. A note already written as a sentence is
 * kept as it is.
 */
export type NoteKind = 'closure' | 'hours' | 'order' | 'event' | 'person' | 'offer' | 'info';

const DATE = String.raw`(?:le|du|les)\s+(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?\d`;
const STARTS_AS_SENTENCE =
  /^(?:le|la|les|l['’]|on|nous|notre|nos|ce|cette|ces|il|elle|ils|elles|je|j['’]|un|une|des)\s/iu;
const PARTICIPLE = /^(?:fermée?s?|ouverte?s?|offerte?s?|disponibles?|prête?s?|annulée?s?)$/iu;
/** A finite verb: the note is already a sentence ("Léa rejoint l'équipe le 4 mai"). */
const VERB =
  /\s(?:est|sont|sera|seront|a|ont|rejoint|rejoignent|arrive|arrivent|rouvre|ouvre|ferme|tient|vient|revient|reprend|propose|proposons|part|partent)\s/iu;

export function noteKind(content: string): NoteKind {
  // Fully booked ("complet") invites nobody either: it is told like a closure.
  if (/\bferm(?:é|ée|és|ées|e|eture|ons)(?!\p{L})|congés|vacances|\bcomplets?\b/iu.test(content))
    return 'closure';
  if (/\bouv(?:ert|erte|erts|ertes|erture|rons)(?!\p{L})|horaires?/iu.test(content)) return 'hours';
  if (/command/iu.test(content)) return 'order';
  if (/rejoin|arrive dans l['’]équipe|nouvelle? (?:coiffeu|collègue|apprenti)/iu.test(content))
    return 'person';
  if (/\d\s?€/u.test(content)) return 'offer';
  if (new RegExp(DATE, 'iu').test(content)) return 'event';
  return 'info';
}

/** The head noun phrase with its article: "Galette frangipane 6 parts" → "La galette frangipane 6 parts". */
function withItsArticle(phrase: string): string | null {
  const noun = nounOf(phrase);
  if (!noun.known || /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(phrase)) return null;
  return upperFirst(withArticle(noun, 'le'));
}

function retellHeading(sentence: string): string | null {
  // "Le 24 décembre, ouvert de 6 h à 17 h."
  const dated = /^((?:le|les)\s+\d[^,]*),\s+(ouvert|fermé)s?\s+(.+)$/iu.exec(sentence);
  if (dated) return `${upperFirst(dated[1]!)}, nous sommes ${dated[2]!.toLowerCase()}s ${dated[3]}`;
  // "Ouvert les dimanches 13 et 20 décembre de 10 h à 13 h."
  const state = /^(ouvert|fermé)s?\s+(.+)$/iu.exec(sentence);
  if (state) return `Nous sommes ${state[1]!.toLowerCase()}s ${state[2]}`;
  // "Ouverture exceptionnelle le lundi 21 décembre." / "Fermeture exceptionnelle du 24 au 26."
  const opening = /^(ouverture|fermeture)(\s+exceptionnelle)?\s+(.+)$/iu.exec(sentence);
  if (opening) {
    const verb = opening[1]!.toLowerCase() === 'ouverture' ? 'ouvre' : 'ferme';
    return `Nous ${verb === 'ouvre' ? 'ouvrons' : 'fermons'}${opening[2] ? ' exceptionnellement' : ''} ${opening[3]}`;
  }
  const words = sentence.split(/\s+/u);
  // "Garage fermé du 24 décembre…", "Cartes cadeaux disponibles pour…", "Emballage cadeau offert en décembre."
  const participle = words.findIndex((word, index) => index > 0 && PARTICIPLE.test(word));
  if (participle > 0 && participle <= 4) {
    const head = words.slice(0, participle).join(' ');
    const subject = withItsArticle(head);
    if (subject) {
      const noun = nounOf(head);
      const base = words[participle]!.toLowerCase()
        .replace(/s$/u, '')
        .replace(/(?<=[éert])e$/u, '');
      return `${subject} ${isAre(noun)} ${agree(noun, base)} ${words.slice(participle + 1).join(' ')}`;
    }
  }
  // "Commandes de bûches jusqu'au 20 décembre, …"
  const until = /^((?:commandes?|inscriptions?|réservations?)\b.*?)\s+((?:jusqu['’]|avant le)\b.*)$/iu.exec(
    sentence,
  );
  if (until) {
    const subject = withItsArticle(until[1]!);
    const noun = nounOf(until[1]!);
    if (subject) return `${subject} ${isAre(noun)} ${agree(noun, 'ouvert')} ${until[2]}`;
  }
  // "Galette frangipane 6 parts à 18 € du 2 au 31 janvier", "Coffrets de fin d'année à partir de 39 €"
  const priced = /^(.+?)\s+(à\s+(?:partir\s+de\s+)?\d[\d\s,.]*\s?€.*)$/iu.exec(sentence);
  if (priced && !/\s(?:est|sont)\s/u.test(priced[1]!)) {
    const subject = withItsArticle(priced[1]!);
    if (subject) return `${subject} ${isAre(nounOf(priced[1]!))} ${priced[2]}`;
  }
  // "Atelier couronnes de l'Avent le samedi 5 décembre, …", "Rencontre avec l'autrice … le samedi 23 janvier"
  const event = new RegExp(`^(.+?)\\s+(${DATE}.*)$`, 'iu').exec(sentence);
  if (event) {
    const subject = withItsArticle(event[1]!);
    if (subject) return `${subject} ${nounOf(event[1]!).plural ? 'ont' : 'a'} lieu ${event[2]}`;
  }
  return null;
}

/** The note's content as one or two sentences of the post, its facts kept word for word. */
export function retellNote(content: string): string {
  const sentences = content
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/u)
    .filter(Boolean);
  return sentences
    .map((sentence) => {
      const text = bare(sentence);
      if (/^(?:le|les)\s+\d[^,]*,\s+(?:ouvert|fermé)/iu.test(text))
        return withStop(retellHeading(text) ?? text);
      if (STARTS_AS_SENTENCE.test(text) || VERB.test(` ${text} `)) return withStop(upperFirst(text));
      return withStop(retellHeading(text) ?? upperFirst(text));
    })
    .join(' ');
}
