import { networkDescription } from '@plume/contracts/networks';
import { PLATFORM_TEXT_LIMITS, type PostPlatform } from '@plume/contracts/posts';
import { hashtagsInText, normaliseHashtags } from './hashtags';
import { clip, limitEmojis, normaliseBlankLines, splitSentences } from '../../../lib/text-tools';
import type { WriterLimits, WrittenPost } from '../writer.port';

const TITLE_MAX = 120;

/** The most hashtags a post keeps: the network's practice (docs/design/WRITING-FR.md §4: beyond it, a post
 * reads as spam), Instagram's being the configured cap. */
export function hashtagCap(platform: PostPlatform, limits: WriterLimits): number {
  // eslint-disable-next-line no-restricted-syntax -- INSTAGRAM_HASHTAG_CAP is Instagram's own configured cap
  if (platform === 'instagram') return limits.instagramHashtagCap;
  return networkDescription(platform).practice.hashtags.max;
}

/** Room left for the text once the hashtags are appended at publication ("\n\n#a #b"). */
export function textBudget(platform: PostPlatform, hashtags: readonly string[]): number {
  const tagsLength = hashtags.length ? hashtags.join(' ').length + 2 : 0;
  return PLATFORM_TEXT_LIMITS[platform] - tagsLength;
}

/** Keeps whole paragraphs, then whole sentences, and clips only as a last resort. */
export function fitLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept: string[] = [];
  let length = 0;
  for (const paragraph of text.split(/\n{2,}/)) {
    const separator = kept.length ? 2 : 0;
    if (length + separator + paragraph.length <= max) {
      kept.push(paragraph);
      length += separator + paragraph.length;
      continue;
    }
    const sentences: string[] = [];
    let partLength = length + separator;
    for (const sentence of splitSentences(paragraph)) {
      partLength += (sentences.length ? 1 : 0) + sentence.length;
      if (partLength > max) break;
      sentences.push(sentence);
    }
    if (sentences.length) kept.push(sentences.join(' '));
    break;
  }
  return kept.length ? kept.join('\n\n') : clip(text, max);
}

/**
 * The platform rules both writers apply to every post: hashtags valid, deduplicated and capped (hashtags
 * written in the text move to the list), emojis within the network's practice, text within the platform's
 * limit counting the appended hashtags, and a non-empty title.
 */
export function applyPlatformRules(
  post: WrittenPost,
  platform: PostPlatform,
  limits: WriterLimits,
  fallbackTitle = 'Publication',
): WrittenPost {
  const trailingTags = /(\s*#[\p{L}\p{N}_]+)+\s*$/u;
  const tail = post.text.match(trailingTags)?.[0] ?? '';
  const hashtags = normaliseHashtags(
    [...post.hashtags, ...hashtagsInText(tail)],
    hashtagCap(platform, limits),
  );
  let text = normaliseBlankLines(post.text.replace(trailingTags, ''));
  const { emojiMax } = networkDescription(platform).practice;
  if (emojiMax !== null) text = limitEmojis(text, emojiMax);
  text = fitLength(text, textBudget(platform, hashtags));
  const title = clip(post.title.replace(/\s+/g, ' ').trim() || fallbackTitle, TITLE_MAX);
  return { title, text, hashtags };
}
