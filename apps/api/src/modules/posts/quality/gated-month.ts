import type { PostSlot, PostWriter, WriterFacts, WrittenPost } from '../writer.port';
import { checkPost, gateContextOf, type QualityIssue } from './gate';

/** Attempts per post: the first writing and up to three other variants. */
export const GATE_ATTEMPTS = 4;

export interface GatedMonth {
  /** One entry per slot: the post that passed the gate, or null when no variant did (that slot is not saved). */
  posts: (WrittenPost | null)[];
  /** The last issues of each slot left without a post. */
  rejected: { index: number; issues: QualityIssue[] }[];
  /** How many posts needed another variant before passing. */
  rewritten: number;
}

/**
 * Writes the month, passes every post through the quality gate, and writes a failing post again with another
 * variant of the writer (another seed offline, another sampling for an LLM) until it passes or attempts run out.
 */
export async function writeMonthGated(
  writer: PostWriter,
  input: { facts: WriterFacts; slots: PostSlot[] },
  onProgress?: (done: number, total: number) => void,
): Promise<GatedMonth> {
  const context = gateContextOf(input.facts);
  const posts: (WrittenPost | null)[] = input.slots.map(() => null);
  const lastIssues = new Map<number, QualityIssue[]>();
  let pending = input.slots.map((_, index) => index);
  let rewritten = 0;
  for (let variant = 0; variant < GATE_ATTEMPTS && pending.length; variant += 1) {
    const slots = pending.map((index) => input.slots[index]!);
    const written = await writer.writeMonth(
      {
        ...input,
        slots: variant === 0 ? input.slots : slots,
        variant,
        kept: posts.filter((post): post is WrittenPost => post !== null),
      },
      variant === 0 ? onProgress : undefined,
    );
    const candidates = variant === 0 ? pending.map((index) => written[index]) : written;
    const failing: number[] = [];
    for (const [position, index] of pending.entries()) {
      const post = candidates[position];
      const slot = input.slots[index]!;
      const issues = post
        ? await checkPost(post, slot.platform, slot.date, context)
        : [{ kind: 'absent', excerpt: '' }];
      if (issues.length === 0 && post) {
        posts[index] = post;
        if (variant > 0) rewritten += 1;
      } else {
        failing.push(index);
        lastIssues.set(index, issues);
      }
    }
    pending = failing;
  }
  return {
    posts,
    rejected: pending.map((index) => ({ index, issues: lastIssues.get(index) ?? [] })),
    rewritten,
  };
}
