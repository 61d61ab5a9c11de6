/**
 * What a month's posts already said, so that the next post says it differently (docs/design/WRITING-FR.md
 * §3): no two posts open with the same five words, no sentence goes into a third post, no call to action
 * comes back within five posts. The composer offers candidates in order of preference; the memory keeps the
 * first free one.
 */
import { foldAccents as fold } from '../../lib/french-text';

export const openingKey = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .join(' ');

/** The sentences of a text as the month compares them: a bare link or contact line is not a sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) =>
      fold(sentence)
        .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sentence) => sentence.length > 12 && !/^\W*(?:https?:\/\/|www\.)\S+$/u.test(sentence));
}

/** A sentence may appear in two posts of a month, never three. */
const MAX_USES = 2;
const CALL_GAP = 5;

export class MonthMemory {
  private readonly openings = new Set<string>();
  private readonly sentences = new Map<string, number>();
  private readonly calls: string[] = [];
  readonly angleUses = new Map<string, number>();

  fresh(text: string): boolean {
    return sentencesOf(text).every((sentence) => (this.sentences.get(sentence) ?? 0) < MAX_USES);
  }

  freshOpening(text: string): boolean {
    return !this.openings.has(openingKey(text)) && this.fresh(text);
  }

  /** The first candidate whose sentences are all still free (and, for a call, not among the last five). */
  pick(candidates: readonly string[], options: { call?: boolean } = {}): string | null {
    return (
      candidates.find(
        (candidate) =>
          candidate && this.fresh(candidate) && !(options.call && this.calls.includes(candidate)),
      ) ?? null
    );
  }

  pickOpening(candidates: readonly string[]): string | null {
    return candidates.find((candidate) => candidate && this.freshOpening(candidate)) ?? null;
  }

  /** Records a written post. */
  remember(text: string, call: string | null): void {
    // The first line only: a four-word opening must not count as new because the next line differs.
    this.openings.add(openingKey(text.split('\n')[0] ?? ''));
    for (const sentence of new Set(sentencesOf(text)))
      this.sentences.set(sentence, (this.sentences.get(sentence) ?? 0) + 1);
    if (call) {
      this.calls.push(call);
      if (this.calls.length > CALL_GAP) this.calls.shift();
    }
  }
}
