import { plainFrench } from './writing/trade-families';

/** Words that say nothing of a picture's subject (articles, pronouns, file and camera names…). */
const STOP = new Set(
  (
    'les des une aux pour avec sur dans par plus nos notre vos votre ton tes mon mes son ses leur leurs cette ' +
    'ces est sont qui que quoi dont tout tous toute toutes chez comme mais elle elles ils nous vous etre avoir ' +
    'fait faire bien tres aussi sans sous entre vers chaque encore deja ici voici voila jour jours fois ' +
    'img dsc pxl jpg jpeg png webp heic gif mp4 mov photo photos image images video videos copie final'
  ).split(' '),
);

/** A light French stem: accents and case ignored, plural s/x and a final e dropped ("Baguettes" → "baguett"). */
export const stem = (word: string) => word.replace(/(?<=.{3})[sx]$/, '').replace(/(?<=.{3})e$/, '');

/** The subject words of a text, stemmed, without the words that carry no subject. */
export function subjectWords(text: string): Set<string> {
  const words = plainFrench(text)
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3 && !STOP.has(word));
  return new Set(words.map(stem));
}

/** How many subject words two texts share. */
export function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared;
}

/** The few words of a text that best name its subject, in their written form, for a stock-image search. */
export function keyWords(text: string, max: number): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}-]+/u)) {
    const plain = plainFrench(raw);
    if (plain.length < 4 || STOP.has(plain) || seen.has(stem(plain))) continue;
    seen.add(stem(plain));
    words.push(raw);
    if (words.length === max) break;
  }
  return words;
}
