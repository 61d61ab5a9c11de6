import {
  AMOUNT,
  DATE,
  foldKeepingIndices as fold,
  type ActionMeans,
  type ContactKind,
  type Material,
} from '../../modules/posts/public';
import { insertAfterBody, paragraphsOf } from './rewrite-edits';
import { pick, splitSentences, upperFirst, withStop } from '../../lib/text-tools';

/** What one content edit gives: the new text, or why it could not be made (an infinitive's complement). */
export type EditResult = { text: string; note?: string } | { failed: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keepCase = (found: string, replacement: string) =>
  /^\p{Lu}/u.test(found) && !/^\p{Lu}/u.test(replacement) ? upperFirst(replacement) : replacement;

/** Every whole-word occurrence of `from` (case and accents ignored), as [start, end] in the text. */
function occurrences(text: string, from: string): [number, number][] {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(fold(from.trim()))}(?![\\p{L}\\p{N}])`, 'gu');
  return [...fold(text).matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

function spliceAll(text: string, spans: [number, number][], to: (found: string) => string): string {
  return spans
    .slice()
    .reverse()
    .reduce(
      (result, [start, end]) => result.slice(0, start) + to(result.slice(start, end)) + result.slice(end),
      text,
    );
}

/** "remplace X par Y": every occurrence, the capital kept at a sentence start. */
export function replaceWords(text: string, from: string, to: string): EditResult {
  const spans = occurrences(text, from);
  if (!spans.length) return { failed: 'ce passage ne figure pas dans le texte' };
  return { text: spliceAll(text, spans, (found) => keepCase(found, to)), note: `${spans.length} fois` };
}

/** Removes the sentences that speak of `content` (the post keeps at least one sentence). */
const DETERMINER =
  /^(?:le|la|les|l'|un|une|des|du|de la|de l'|nos|notre|vos|votre|mes|mon|ma|ses|son|sa)\s*/u;
export function removeSentences(text: string, content: string): EditResult {
  const key = fold(content.trim()).replace(DETERMINER, '');
  const paragraphs = paragraphsOf(text).map((paragraph) =>
    splitSentences(paragraph)
      .filter((sentence) => !fold(sentence).includes(key))
      .join(' '),
  );
  const kept = paragraphs.filter(Boolean);
  if (kept.join('\n\n') === paragraphsOf(text).join('\n\n'))
    return { failed: 'ce passage ne figure pas dans le texte' };
  if (!kept.length) return { failed: 'il ne resterait plus rien du texte' };
  return { text: kept.join('\n\n') };
}

export function removeContact(text: string, m: Material, kinds: ContactKind[]): EditResult {
  const values = kinds.map((kind) => contactValue(m, kind)).filter(Boolean);
  const lines = text.split('\n');
  const kept = lines.filter((line) => !values.some((value) => line.includes(value.split('\n')[0]!)));
  if (kept.length === lines.length) return { failed: 'cette coordonnée ne figure pas dans le texte' };
  return {
    text: kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
}

const amountOf = (text: string) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));
/** "4 €", "3,50 €" with the non-breaking space of French typography. */
export const formatPrice = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(2).replace('.', ',')}\u00a0€`;

/** Changes the price the owner names: the one given as "au lieu de", the item's, or the only one of the text. */
export function changePrice(text: string, op: { to: string; from?: string; item?: string }): EditResult {
  const to = formatPrice(amountOf(op.to));
  const amounts = [...text.matchAll(AMOUNT)].map((match): [number, number, number] => [
    match.index,
    match.index + match[0].length,
    amountOf(match[0]),
  ]);
  let chosen = amounts;
  if (op.from) chosen = amounts.filter(([, , value]) => Math.abs(value - amountOf(op.from!)) < 0.005);
  else if (op.item) {
    const key = fold(op.item);
    const sentences = splitSentences(text).filter((sentence) => fold(sentence).includes(key));
    const inItem = amounts.filter(([start]) =>
      sentences.some((sentence) => {
        const at = text.indexOf(sentence);
        return at <= start && start < at + sentence.length;
      }),
    );
    if (!inItem.length) {
      // Named nowhere while other prices are there: which one is meant cannot be told.
      if (!sentences.length && amounts.length)
        return { failed: `« ${op.item} » ne figure pas dans le texte` };
      return { text: insertAfterBody(text, `${upperFirst(op.item)} : ${to}.`) };
    }
    chosen = inItem;
  }
  if (!chosen.length)
    return {
      failed: op.from ? `le prix ${op.from} ne figure pas dans le texte` : 'aucun prix dans le texte',
    };
  if (chosen.length > 1 && !op.from && !op.item)
    return { failed: 'plusieurs prix dans le texte : précisez lequel (« 4 € au lieu de 3,50 € »)' };
  return {
    text: spliceAll(
      text,
      chosen.map(([start, end]) => [start, end]),
      () => to,
    ),
  };
}

/** Changes the date the owner names, or the only full date of the text. */
export function changeDate(text: string, op: { to: string; from?: string }): EditResult {
  const folded = fold(text);
  const dates = [...folded.matchAll(DATE)].filter((match) => /\d/u.test(match[0]));
  const chosen = op.from
    ? [...folded.matchAll(DATE)].filter(
        (match) => match[0] === fold(op.from!) || match[0].endsWith(fold(op.from!)),
      )
    : dates;
  if (!chosen.length)
    return {
      failed: op.from ? `la date « ${op.from} » ne figure pas dans le texte` : 'aucune date dans le texte',
    };
  if (chosen.length > 1 && !op.from)
    return { failed: 'plusieurs dates dans le texte : précisez laquelle (« le 14 mai au lieu du 12 mai »)' };
  return {
    text: spliceAll(
      text,
      chosen.map((match) => [match.index!, match.index! + match[0].length]),
      () => op.to,
    ),
  };
}

export function contactValue(m: Material, kind: ContactKind): string {
  const { coordinates, phone, website, email } = m.contact;
  return { address: coordinates, phone, website, email }[kind].trim();
}

const CONTACT_LABELS: Record<ContactKind, [emoji: string, plain: string]> = {
  address: ['📍 ', 'Adresse : '],
  phone: ['📞 ', 'Tél. : '],
  website: ['🌐 ', 'Site : '],
  email: ['✉️ ', 'E-mail : '],
};

/** Adds one of the business's contact details as a closing line. */
export function addContact(text: string, m: Material, kind: ContactKind, withEmojis: boolean): EditResult {
  const value = contactValue(m, kind).replace(/\s*\n\s*/g, ', ');
  if (!value) return { failed: 'votre profil ne l’indique pas' };
  if (text.includes(value)) return { text, note: 'déjà dans le texte' };
  return { text: `${text}\n\n${CONTACT_LABELS[kind][withEmojis ? 0 : 1]}${value}` };
}

const CTA_HINT =
  /👉|réserv|command|contact|appel|écri[vs]|passe[rz]? |venez|viens|découvr|profite|retrouve|abonne|suivez|suis-nous|partage|dites|dis-nous|raconte|tague|laisse/iu;
/** The call to action's paragraph: the last paragraph that invites to act (not a contact line). */
function callIndex(paragraphs: string[]): number {
  for (let index = paragraphs.length - 1; index > 0; index -= 1) {
    const paragraph = paragraphs[index]!;
    if (/^(📍|📞|🌐|✉️|Tél|Site|Adresse|E-mail)/u.test(paragraph)) continue;
    if (CTA_HINT.test(paragraph) && paragraph.length < 220) return index;
  }
  return -1;
}

/** A call to action for the means asked, written natively in the post's register; null when the means is unknown. */
export function callForMeans(m: Material, means: ActionMeans, register: 'tu' | 'vous'): string | null {
  const { phone, website, email, coordinates } = m.contact;
  const tu = register === 'tu';
  const reach = phone ? ` au ${phone}` : website ? ` sur ${website}` : '';
  switch (means) {
    case 'book':
      return `${tu ? 'Réserve' : 'Réservez'} dès maintenant${reach}.`;
    case 'order':
      return `${tu ? 'Passe' : 'Passez'} commande${reach}.`;
    case 'call':
      return phone ? `${tu ? 'Appelle' : 'Appelez'}-nous au ${phone}.` : null;
    case 'website':
      return website ? `Tout est sur notre site : ${website}.` : null;
    case 'message':
      return tu
        ? `Écris-nous${email ? ` à ${email}` : ''}, on te répond volontiers.`
        : `Écrivez-nous${email ? ` à ${email}` : ''}, nous vous répondons volontiers.`;
    case 'visit':
      return `${tu ? 'Passe' : 'Passez'} nous voir${coordinates ? ` : ${coordinates.split('\n')[0]}` : ''}.`;
  }
}

/** Replaces the call to action (or adds one before the sign-off when the post has none). */
export function replaceCall(text: string, call: string): string {
  const paragraphs = paragraphsOf(text);
  const index = callIndex(paragraphs);
  const line = `👉 ${withStop(upperFirst(call))}`;
  if (index < 0) return insertAfterBody(text, line);
  paragraphs[index] = line;
  return paragraphs.join('\n\n');
}

const QUESTIONS = {
  vous: [
    'Et vous, qu’en pensez-vous ? Dites-le-nous en commentaire.',
    'Quel est votre préféré ? Répondez-nous en commentaire.',
    'Vous l’avez déjà essayé ? Racontez-nous en commentaire.',
  ],
  tu: [
    'Et toi, qu’en penses-tu ? Dis-le-nous en commentaire.',
    'Quel est ton préféré ? Réponds-nous en commentaire.',
    'Tu l’as déjà essayé ? Raconte-nous en commentaire.',
  ],
};
/** A question to the audience, in the post's register, one the post does not ask yet. */
export function askQuestion(text: string, register: 'tu' | 'vous', seed: number): string {
  const fresh = QUESTIONS[register].filter((question) => !text.includes(question.split(' ? ')[0]!));
  return insertAfterBody(text, pick(fresh.length ? fresh : QUESTIONS[register], seed));
}
