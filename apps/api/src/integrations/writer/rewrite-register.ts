import { toTutoiement, toVouvoiement } from './register';

/**
 * Tu ↔ vous for a text the owner asks to convert: the writer's pairs (verbs, imperatives, "rendez-vous" left
 * whole), then what a word swap gets wrong: the possessive agrees with its noun ("votre place" → "ta place",
 * "votre atelier" → "ton atelier") and "te" elides before a vowel ("nous vous y attendons" → "nous t’y
 * attendons").
 */

const FEMININE_WORDS = new Set(
  `place boutique table commande carte envie semaine journée famille maison équipe adresse recette pâtisserie
  boulangerie visite coupe couleur peau main tête fête soirée matinée année rentrée séance prestation cliente fleur
  plante taille coiffure barbe photo vidéo question demande réservation ville rue salle terrasse cuisine chambre
  voiture routine tenue robe chemise baguette brioche galette tarte viennoiserie sortie pause boisson entreprise
  marque idée histoire expérience amie mère sœur fille femme santé beauté silhouette nuit vie faim soif chance
  gourmandise surprise tasse assiette part formule offre liste période fin suite dégustation commune région
  silhouette manucure épilation séance consultation livraison création collection création peinture cuisine`
    .split(/\s+/)
    .filter(Boolean),
);
const MASCULINE_WORDS = new Set(
  'été côté pâté musée lycée génie parapluie incendie magazine silence stade groupe comité thé café'.split(
    ' ',
  ),
);
const FEMININE_ENDINGS =
  /(?:tion|sion|xion|té|ure|ette|elle|ance|ence|ade|ise|ière|ie|euse|trice|ude|ée|ine|esse|aison)s?$/u;

export function isFeminine(noun: string): boolean {
  const word = noun.toLowerCase().replace(/s$/u, '');
  if (MASCULINE_WORDS.has(word)) return false;
  return FEMININE_WORDS.has(word) || FEMININE_ENDINGS.test(noun.toLowerCase());
}

const VOWEL_START = /^[aeiouyhâàéèêëîïôûœAEIOUYHÂÀÉÈÊËÎÏÔÛŒ]/u;

/** "votre" before a feminine noun that starts with a consonant becomes "ta"; the writer's pairs give "ton". */
function possessivesToTu(text: string): string {
  return text.replace(/(?<![\p{L}'’-])([Vv])otre\s+(\p{L}+)/gu, (whole, v: string, noun: string) =>
    isFeminine(noun) && !VOWEL_START.test(noun) ? `${v === 'V' ? 'T' : 't'}a ${noun}` : whole,
  );
}

/** "te" elides before a vowel or a mute h; the apostrophe is the typographic one. A "tu" before an infinitive
 * ("de vous accompagner" read as a subject) is the object "te". */
const elide = (text: string) =>
  text
    .replace(/(?<![\p{L}'’-])([Tt])u\s+(?=\p{L}+(?:er|ir|re)(?![\p{L}]))/gu, '$1e ')
    .replace(/(?<![\p{L}'’-])([Tt])e\s+(?=[aeiouyhâàéèêëîïôûœ])/gu, '$1’')
    .replace(/(?<![\p{L}'’-])([Tt])'(?=\p{L})/gu, '$1’');

/** The business's own name ("Votre entreprise", "Chez vous coiffure") is never converted. */
function keepingName(text: string, name: string, convert: (text: string) => string): string {
  if (!name.trim() || !text.includes(name)) return convert(text);
  const parts = text.split(name);
  return parts.map(convert).join(name);
}

export const tutoyer = (text: string, name = '') =>
  keepingName(text, name, (part) => elide(toTutoiement(possessivesToTu(part))));

/** "t’y", "t’en" become "vous y", "vous en" before the writer's pairs read the rest. */
export const vouvoyer = (text: string, name = '') => keepingName(text, name, (part) => vouvoyerPart(part));
const vouvoyerPart = (text: string) =>
  toVouvoiement(
    text.replace(
      /(?<![\p{L}'’-])([Tt])['’](y|en)(?![\p{L}])/gu,
      (_, t: string, word: string) => `${t === 'T' ? 'V' : 'v'}ous ${word}`,
    ),
  );
