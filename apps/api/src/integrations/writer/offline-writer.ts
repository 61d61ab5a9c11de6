import {
  anglesFor,
  materialOf,
  planMonth,
  type PostWriter,
  type WriterLimits,
} from '../../modules/posts/public';
import { composePost } from './compose-post';
import { MonthMemory } from './month-memory';
import { rewritePost } from './rewrite-post';
import { hashSeed } from '../../lib/text-tools';

/**
 * The embedded writer: deterministic French composition from the business's own facts (same input, same
 * posts), with no outside call. It is the default when no LLM endpoint is configured.
 */
export function createOfflinePostWriter(options: { limits: WriterLimits }): PostWriter {
  const { limits } = options;
  return {
    async writeMonth({ facts, slots, variant = 0, kept = [] }, onProgress) {
      const m = materialOf(facts);
      const seed = hashSeed(m.name, facts.monthKey, facts.profile.brand_tone) + variant * 7919;
      const plan = planMonth(m, slots, seed);
      const hookUses = new Map<string, number>();
      const memory = new MonthMemory();
      for (const post of kept) memory.remember(post.text, null);
      const angles = anglesFor(m);
      return slots.map((slot, index) => {
        const post = composePost({
          m,
          profile: facts.profile,
          slot,
          index,
          seed,
          entry: plan[index]!,
          limits,
          hookUses,
          memory,
          angles,
        });
        onProgress?.(index + 1, slots.length);
        return post;
      });
    },
    async rewrite({ facts, platform, post, request }) {
      return rewritePost({ m: materialOf(facts), profile: facts.profile, platform, post, request, limits });
    },
  };
}
