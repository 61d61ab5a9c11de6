import { HASHTAG_PATTERN } from '@plume/contracts/posts';

const MAX_TAG_LENGTH = 40;
/** French elisions (l', d', qu'…) are dropped so "l'atelier" gives #Atelier rather than #LAtelier. */
const ELISION = /(^|[^\p{L}])(?:l|d|j|qu|n|s|c|m|t)['’]/giu;
/** Dropped inside a tag; de, du, des, au and aux stay (#PainDeSeigle, #TarteAuxPralines). */
const STOP_WORDS = new Set(['la', 'le', 'les', 'et', 'en', 'à', 'un', 'une', 'pour', 'avec', 'sur']);

/**
 * A valid hashtag from free text: '#' then letters (accents kept), digits or '_', words joined in CamelCase
 * (so "boulangerie artisanale" gives #BoulangerieArtisanale); null when nothing usable is left.
 */
export function toHashtag(raw: string): string | null {
  const trimmed = raw.trim();
  // An already valid hashtag keeps the author's spelling (#pain_frais stays as written).
  if (HASHTAG_PATTERN.test(trimmed) && /\p{L}/u.test(trimmed)) return trimmed.slice(0, MAX_TAG_LENGTH + 1);
  const words = raw
    .replace(/^#+/, '')
    .replace(ELISION, '$1 ')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const kept = words.length > 1 ? words.filter((word) => !STOP_WORDS.has(word.toLowerCase())) : words;
  if (!kept.length) return null;
  const body = kept
    .map((word, index) => (index === 0 && kept.length === 1 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('')
    .slice(0, MAX_TAG_LENGTH);
  const tag = `#${body.charAt(0).toUpperCase()}${body.slice(1)}`;
  return HASHTAG_PATTERN.test(tag) && /\p{L}/u.test(tag) ? tag : null;
}

/** Valid, deduplicated (case and accent insensitive) and capped hashtags, in the given order. */
export function normaliseHashtags(candidates: readonly string[], cap: number): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of candidates) {
    const tag = toHashtag(candidate);
    if (!tag) continue;
    const key = tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length >= cap) break;
  }
  return tags;
}

/** Hashtags written inside a text (an LLM sometimes puts them there). */
export function hashtagsInText(text: string): string[] {
  return text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
}
