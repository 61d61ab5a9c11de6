/** Jaccard index of the word 3-shingles of two texts: 1 when worded alike, 0 when nothing is shared. Used to
 * check that no two posts of a month read alike. */
export function similarity(a: string, b: string): number {
  const shingles = (text: string) => {
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    return new Set(words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`));
  };
  const [x, y] = [shingles(a), shingles(b)];
  const shared = [...x].filter((shingle) => y.has(shingle)).length;
  return shared / (x.size + y.size - shared || 1);
}
