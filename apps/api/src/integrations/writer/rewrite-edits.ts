import type { Material } from '../../modules/posts/public';
import {
  bare,
  clip,
  countEmojis,
  limitEmojis,
  lowerFirst,
  pick,
  sentenceOf,
  splitSentences,
} from '../../lib/text-tools';

export const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
const EMOJI_START = /^(\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

const CONTACT = /(https?:\/\/|@|📍|📞|✉️|🌐|\b\d{5}\b|\d{2} \d{2} \d{2})/u;
/** Which paragraph goes first when shortening: contact details, then short lines (sign-off, hook, opening)
 * from the end, never the body (the longest paragraph). */
function removalOrder(paragraphs: string[]): number[] {
  const body = longestIndex(paragraphs);
  const indices = paragraphs.map((_, i) => i).filter((i) => i !== body);
  const rank = (i: number) => (CONTACT.test(paragraphs[i]!) ? 0 : paragraphs[i]!.length < 90 ? 1 : 2);
  return indices.sort((a, b) => rank(a) - rank(b) || b - a);
}

function longestIndex(paragraphs: string[]): number {
  return paragraphs.reduce((best, p, i) => (p.length > paragraphs[best]!.length ? i : best), 0);
}

/** About 60 % of the length: contact and decorative lines go first, then the body loses its last sentences. */
export function shorten(text: string): string {
  const original = text.trim();
  const target = Math.max(40, Math.floor(original.length * 0.6));
  const paragraphs = paragraphsOf(original);
  const dropped = new Set<number>();
  const current = () => paragraphs.filter((_, i) => !dropped.has(i));
  for (const index of removalOrder(paragraphs)) {
    if (current().join('\n\n').length <= target || current().length <= 2) break;
    dropped.add(index);
  }
  const kept = current();
  if (kept.join('\n\n').length > target) {
    const body = longestIndex(kept);
    const sentences = splitSentences(kept[body]!);
    kept[body] = sentences.slice(0, Math.max(1, Math.ceil(sentences.length / 2))).join(' ');
  }
  const result = kept.join('\n\n');
  return result.length < original.length ? result : clip(result, Math.floor(original.length * 0.6));
}

/** Adds up to three facts the post does not mention yet: an offer, what sets the business apart, and what
 * its customers say (or whom it serves). */
export function lengthen(text: string, m: Material): string {
  const lower = text.toLowerCase();
  const fresh = (extra: string | false) =>
    Boolean(extra) && !lower.includes((extra as string).slice(0, 30).toLowerCase());
  const offers = [
    ...m.products.map(
      (p) =>
        `${p.name}${p.price ? ` (${bare(p.price)})` : ''}${p.detail ? ` : ${lowerFirst(bare(p.detail))}` : ''}.`,
    ),
    ...m.services
      .filter((s) => s.detail)
      .map((s) => `${s.name} : ${lowerFirst(bare(sentenceOf(s.detail)))}.`),
    m.services.length > 1 &&
      `Nos incontournables : ${m.services
        .map((s) => s.name)
        .slice(0, 4)
        .join(', ')}.`,
  ];
  const distinction = [
    m.promise && `Ce qui nous distingue : ${lowerFirst(bare(sentenceOf(m.promise)))}.`,
    m.mission && `Notre mission : ${lowerFirst(bare(sentenceOf(m.mission)))}.`,
    m.description && sentenceOf(m.description),
  ];
  const voices = [
    ...m.testimonials.map((t) => `Un client nous a écrit : « ${clip(bare(t), 200)} »`),
    m.audience && `Nous pensons chaque détail pour ${bare(m.audience)}.`,
  ];
  const added = [offers, distinction, voices]
    .map((group) => group.find(fresh))
    .filter((extra): extra is string => Boolean(extra));
  if (!added.length) return text;
  return insertAfterBody(text, added.join(' '));
}

export function addEmojis(text: string, palette: string[]): string {
  const paragraphs = paragraphsOf(text);
  let added = 0;
  const result = paragraphs.map((paragraph, index) => {
    if (
      EMOJI_START.test(paragraph) ||
      added >= 3 ||
      (index > 0 && index < paragraphs.length - 1 && index % 2)
    )
      return paragraph;
    added += 1;
    return `${pick(palette, index)} ${paragraph}`;
  });
  const joined = result.join('\n\n');
  return countEmojis(joined) > countEmojis(text) ? joined : `${joined} ${pick(palette, 1)}`;
}

export const removeEmojis = (text: string) => limitEmojis(text, 0);

/** A formal register: no exclamation bursts, no casual greetings, no emojis. */
export function formalise(text: string): string {
  return removeEmojis(text)
    .replace(/\b(Coucou|Hello|Salut)( la communauté)?\s*!?/giu, 'Bonjour,')
    .replace(/!+/g, '.')
    .replace(/\s+\./g, '.')
    .replace(
      /\b(super|génial|trop)\b/giu,
      (word) => ({ super: 'remarquable', génial: 'excellent', trop: 'vraiment' })[word.toLowerCase()] ?? word,
    );
}

/** A lighter register: a friendly greeting and the spoken "on" where the verb agrees as it is written. */
export function relax(text: string): string {
  const body = text
    .replace(/^Bonjour( à tous)?\s*[,!]?\s*/u, '')
    .replace(/\b([Nn])ous sommes\b/gu, (_, n: string) => (n === 'N' ? 'On est' : 'on est'))
    .replace(/\b([Nn])ous avons\b/gu, (_, n: string) => (n === 'N' ? 'On a' : 'on a'));
  return `Coucou ! ${body}`;
}

const ENERGY_OPENERS = ['Bonne nouvelle !', 'C’est le moment !', 'À ne pas manquer !'];
/** More enthusiasm: an upbeat opener and an exclamation on the first sentence. */
export function energise(text: string, withEmoji: boolean, seed: number): string {
  const [first = '', ...rest] = paragraphsOf(text);
  const punchy = first.replace(/\.$/u, ' !');
  const opener = ENERGY_OPENERS.filter((line) => !text.includes(line));
  return [
    `${withEmoji ? '🔥 ' : ''}${pick(opener.length ? opener : ENERGY_OPENERS, seed)}`,
    punchy,
    ...rest,
  ].join('\n\n');
}

/** A calmer voice: exclamations become full stops, upbeat openers go, one emoji at most. */
export function calm(text: string): string {
  const quiet = paragraphsOf(text)
    .filter((paragraph) => !ENERGY_OPENERS.some((line) => paragraph.endsWith(line)))
    .join('\n\n')
    .replace(/[\s\u00a0]*!+/gu, '.')
    .replace(/\.{2,}/gu, '.');
  return limitEmojis(quiet, 1);
}

/** Long paragraphs cut into paragraphs of two sentences at most. */
export function splitParagraphs(text: string): string {
  return paragraphsOf(text)
    .flatMap((paragraph) => {
      const sentences = splitSentences(paragraph);
      if (sentences.length < 3) return [paragraph];
      const chunks: string[] = [];
      for (let index = 0; index < sentences.length; index += 2)
        chunks.push(sentences.slice(index, index + 2).join(' '));
      return chunks;
    })
    .join('\n\n');
}

/** French quotation marks and apostrophes: "mot" → « mot », l'atelier → l’atelier (links left as they are). */
export function frenchQuotes(text: string): string {
  return text
    .split(/(https?:\/\/\S+|www\.\S+)/u)
    .map((part, index) =>
      index % 2
        ? part
        : part.replace(/[“"]\s*([^"”\n]+?)\s*[”"]/gu, '« $1 »').replace(/(\p{L})'(?=\p{L})/gu, '$1’'),
    )
    .join('');
}

/** Inserts a paragraph after the body (the longest paragraph), before the call to action and sign-off. */
export function insertAfterBody(text: string, addition: string): string {
  const paragraphs = paragraphsOf(text);
  paragraphs.splice(paragraphs.length ? longestIndex(paragraphs) + 1 : 0, 0, addition);
  return paragraphs.join('\n\n');
}
