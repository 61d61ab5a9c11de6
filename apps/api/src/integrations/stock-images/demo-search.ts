/** French search words: accents and case ignored, plural folded to singular, small words dropped. */
const STOP_WORDS = new Set([
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'l',
  'd',
  'et',
  'en',
  'au',
  'aux',
  'a',
  'pour',
  'un',
  'une',
]);

/** "Fleurs" and "fleur", "gâteaux" and "gateau", "Œufs" and "oeuf" become the same word. */
export function searchWords(text: string): string[] {
  return text
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word));
}

/**
 * How many of the query's words an image's words answer: the same word, or for a word of 5 letters or more
 * the start of one ("coiff" finds "coiffure"; "vin" does not find "vinyle").
 */
export function matchScore(queryWords: readonly string[], imageWords: ReadonlySet<string>): number {
  let score = 0;
  for (const word of queryWords) {
    if (imageWords.has(word)) score += 2;
    else if (word.length >= 5 && [...imageWords].some((candidate) => candidate.startsWith(word))) score += 1;
  }
  return score;
}
