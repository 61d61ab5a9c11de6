import { byNetwork, networkDescription } from '@plume/contracts/networks';
import { PLATFORM_TEXT_LIMITS, type PostPlatform } from '@plume/contracts/posts';
import { materialOf } from '../writing/material';
import { TONES } from '../writing/tones';
import type { WriterFacts, WrittenPost } from '../writer.port';
import { euroAmounts, factIssues, withoutUnbooked, type StatedFacts } from './fact-checks';
import { junkHashtags } from './hashtag-checks';
import { ruleIssues } from './rules';
import { misspelledWords, vocabularyOf } from './spelling';

/** Hashtags per platform (the networks' practice, docs/design/WRITING-FR.md §4); Instagram's own cap is the
 * configured one when lower. */
export const HASHTAG_RANGE: Record<PostPlatform, { min: number; max: number }> = byNetwork(
  (network) => network.practice.hashtags,
);

/** What the gate knows of the business: its words, its stated prices and offers, its people, its register. */
export interface GateContext {
  vocabulary: Set<string>;
  stated: StatedFacts;
  personNames: string[];
  register: 'tu' | 'vous';
}

export interface QualityIssue {
  kind: string;
  excerpt: string;
}

const TU = /(?<![\p{L}'’-])(?:tu|toi|ton|ta|tes|te|t['’])(?![\p{L}\p{N}])/iu;
const VOUS = /(?<![\p{L}'’-])(?:vous|votre|vos)(?![\p{L}\p{N}])/iu;

export function gateContextOf(facts: WriterFacts): GateContext {
  const m = materialOf(facts);
  const { profile, analysis } = facts;
  const texts = [
    profile.business_name,
    profile.business_type,
    profile.business_description,
    profile.target_audience,
    profile.coordinates,
    ...facts.notes.flatMap((note) => [note.title, note.content]),
    analysis ? JSON.stringify(analysis) : '',
  ];
  const items = [...m.products, ...m.services];
  return {
    vocabulary: vocabularyOf(texts),
    stated: {
      pricedItems: items
        .filter((item) => item.price)
        .map((item) => ({ name: item.name, prices: euroAmounts(item.price) })),
      otherPrices: facts.notes.flatMap((note) => euroAmounts(`${note.title} ${note.content}`)),
      statedText: withoutUnbooked(texts.join('\n')).toLowerCase(),
      noteText: facts.notes
        .map((note) => `${note.title}\n${note.content}`)
        .join('\n')
        .toLowerCase(),
    },
    personNames: m.personNames,
    register: TONES[profile.brand_tone].register,
  };
}

/**
 * The quality gate every saved text passes, written or rewritten, offline or by an LLM: spelling, the known
 * failure shapes, the register, platform limits, hashtags, and prices, seasons and offers against the facts.
 * An empty list means the post may be saved.
 */
export async function checkPost(
  post: WrittenPost,
  platform: PostPlatform,
  date: string,
  context: GateContext,
): Promise<QualityIssue[]> {
  const text = `${post.title}\n${post.text}`;
  const issues: QualityIssue[] = [];
  for (const word of await misspelledWords(text, context.vocabulary))
    issues.push({ kind: 'orthographe', excerpt: word });
  for (const issue of ruleIssues(post.text, context.vocabulary))
    issues.push({ kind: issue.rule, excerpt: issue.excerpt });
  const register = networkDescription(platform).practice.register ?? context.register;
  const wrongRegister = register === 'vous' ? TU : VOUS;
  const found = post.text.match(wrongRegister);
  if (found) issues.push({ kind: 'registre', excerpt: found[0] });
  for (const issue of factIssues(text, date, context.stated))
    issues.push({ kind: issue.check, excerpt: issue.excerpt });
  for (const tag of junkHashtags(post.hashtags, context.personNames))
    issues.push({ kind: 'hashtag', excerpt: tag });
  const tagsLength = post.hashtags.length ? post.hashtags.join(' ').length + 2 : 0;
  if (post.text.length + tagsLength > PLATFORM_TEXT_LIMITS[platform])
    issues.push({ kind: 'longueur', excerpt: `${post.text.length + tagsLength}` });
  if (post.hashtags.length > HASHTAG_RANGE[platform].max)
    issues.push({ kind: 'hashtags-nombre', excerpt: `${post.hashtags.length}` });
  return issues;
}
