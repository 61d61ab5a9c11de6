import nspell from 'nspell';

type Speller = ReturnType<typeof nspell>;

let loading: Promise<Speller> | null = null;

/**
 * The French speller (nspell + dictionary-fr), built once per process on first use: expanding the dictionary
 * takes several seconds of CPU, so the posts module starts it in the background (`warmUpSpeller`).
 */
export function speller(): Promise<Speller> {
  loading ??= import('dictionary-fr').then(({ default: dictionary }) => nspell(dictionary));
  return loading;
}

export const warmUpSpeller = () => void speller().catch(() => undefined);

/** Words of a text, without links, e-mails, hashtags, handles, numbers and emojis; elided prefixes kept. */
export function wordsOf(text: string): string[] {
  const cleaned = text
    .replace(/https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+|[#@][\p{L}\p{N}_]+/gu, ' ')
    .replace(/[’‘]/g, "'");
  return cleaned.match(/\p{L}[\p{L}'-]*\p{L}|\p{L}/gu) ?? [];
}

const ELIDED = /^(?:l|d|j|m|t|s|c|n|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)'/iu;
const normaliseKey = (word: string) => word.toLowerCase();

/** Words the speller rejects, except the business's own vocabulary (names, products, town, people). */
export async function misspelledWords(text: string, allowed: ReadonlySet<string>): Promise<string[]> {
  const spell = await speller();
  const known = (word: string) =>
    allowed.has(normaliseKey(word)) || spell.correct(word) || spell.correct(word.toLowerCase());
  const wrong: string[] = [];
  for (const raw of wordsOf(text)) {
    const word = raw.replace(/^-+|-+$/g, '');
    if (!word || known(word)) continue;
    const stem = word.replace(ELIDED, '');
    if (stem !== word && stem && (known(stem) || stem.split('-').every((part) => !part || known(part))))
      continue;
    // Compound forms the dictionary does not list as such ("fait-maison", "peux-tu"): every part known.
    if (word.includes('-') && word.split('-').every((part) => !part || known(part))) continue;
    wrong.push(word);
  }
  return wrong;
}

/** Vocabulary of the facts: every word the owner or the site wrote is allowed (their names, their town). */
export function vocabularyOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      words.add(normaliseKey(word));
      for (const part of word.split(/['-]/)) if (part) words.add(normaliseKey(part));
    }
  }
  return words;
}
