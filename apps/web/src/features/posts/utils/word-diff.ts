/** One run of the word diff between the post before and after a rewrite. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Words with their following spaces, so joining the parts gives the texts back. */
const tokens = (text: string) => text.match(/\S+\s*|\s+/gu) ?? [];

/**
 * A word-level diff (longest common subsequence): what stayed, what was added, what was removed, in reading
 * order, the removed words of a change before the added ones. Posts are short (≤ 3 000 characters), so the
 * quadratic table stays small.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const same = (x: string, y: string) => x.trim() === y.trim();
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      table[i]![j] = same(a[i]!, b[j]!)
        ? table[i + 1]![j + 1]! + 1
        : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && same(a[i]!, b[j]!)) {
      push('same', b[j]!);
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && table[i + 1]![j]! >= table[i]![j + 1]!)) {
      push('removed', a[i]!);
      i += 1;
    } else {
      push('added', b[j]!);
      j += 1;
    }
  }
  return parts;
}
