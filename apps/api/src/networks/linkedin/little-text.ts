/**
 * LinkedIn's `commentary` is "little text": `\ | { } @ [ ] ( ) < > # * _ ~` are reserved and must be escaped,
 * otherwise the text is cut where one appears. Hashtags become hashtag templates so they stay links.
 */
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

export function toLittleText(text: string): string {
  return text
    .split(/(#[\p{L}\p{N}_]+)/u)
    .map((part, index) =>
      index % 2 === 1
        ? `{hashtag|\\#|${part.slice(1).replace(RESERVED, '\\$&')}}`
        : part.replace(RESERVED, '\\$&'),
    )
    .join('');
}

/** The text a member reads, from a `commentary` LinkedIn returns. */
export function fromLittleText(commentary: string): string {
  return commentary
    .replace(/\{hashtag\|\\#\|((?:\\.|[^}])*)\}/g, (_match, tag: string) => `#${tag}`)
    .replace(/\\(.)/g, '$1');
}
