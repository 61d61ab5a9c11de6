/** Small deterministic text helpers shared by the writers (composition, rewrite, prompts) and the posts' rules. */

/** FNV-1a: a stable 32-bit hash, so the same facts and slot always give the same choices. */
export function hashSeed(...parts: string[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The n-th item, cycling; the lists given are never empty (the callers hold literal lists). */
export function pick<T>(items: readonly T[], n: number): T {
  return items[((n % items.length) + items.length) % items.length] as T;
}

/** Replaces `{key}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Cuts at a word boundary and marks the cut, so a long fact never breaks the post's length. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The first sentence of a fact, clipped; ends with punctuation so it can be followed by another one. */
export function sentenceOf(text: string, max = 220): string {
  const first = splitSentences(text.replace(/\s+/g, ' ').trim())[0] ?? '';
  return withStop(clip(first, max));
}

export function withStop(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Text without its final punctuation, to be embedded inside a sentence. */
export const bare = (text: string) => text.trim().replace(/[\s.!?…;:,]+$/, '');

const EMOJI = /(\p{Extended_Pictographic}|\p{Regional_Indicator})(\uFE0F|\u200D\p{Extended_Pictographic})*/gu;

export function countEmojis(text: string): number {
  return text.match(EMOJI)?.length ?? 0;
}

/** Removes emojis after the first `keep` ones, then tidies the spaces they leave. */
export function limitEmojis(text: string, keep: number): string {
  let seen = 0;
  return text
    .replace(EMOJI, (emoji) => (++seen <= keep ? emoji : ''))
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^[ \t]+|[ \t]+$/gm, '');
}

export const normaliseBlankLines = (text: string) => text.replace(/\n{3,}/g, '\n\n').trim();

const NBSP = '\u00a0';
/**
 * French typography on a finished text: a non-breaking space before ! ? ; : and » and after «, and between an
 * amount and "€". Links, e-mails, times (10:30) and a run of marks ("?!") are left as they are.
 */
export function frenchTypography(text: string): string {
  return text
    .split(/(https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+)/u)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/[ \t]*([!?;»])/gu, (whole, mark: string, offset: number, all: string) => {
              const before = all.slice(0, offset);
              if (before === '' || /[\n!?…\u00a0]$/u.test(before)) return whole.trimStart();
              return `${NBSP}${mark}`;
            })
            .replace(/(?<!\d)[ \t]*:(?!\d)/gu, (whole, offset: number, all: string) =>
              offset === 0 || all[offset - 1] === '\n' ? whole : `${NBSP}:`,
            )
            .replace(/«[ \t]*/gu, `«${NBSP}`)
            .replace(/(\d)[ \t]*€/gu, `$1${NBSP}€`),
    )
    .join('');
}
