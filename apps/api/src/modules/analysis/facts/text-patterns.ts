/** Text helpers shared by the page model and the extractors: normalisation, prices, phones, e-mails. */

/** Marks a line break the page itself makes (br, hr) inside a block, until the text is cleaned. */
export const LINE_BREAK = '\u2028';

/** Spaces of every kind (nbsp, narrow nbsp, tabs, source new lines) to one space; page line breaks kept. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff|\u00ad/g, '')
    .replace(/[\s\u00a0\u202f\u2009\u2007]+/g, (spaces) => (spaces.includes(LINE_BREAK) ? LINE_BREAK : ' '))
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** Lower case, no accents, punctuation as spaces: the form names and words are compared in. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether a phrase appears as whole words (accents and case ignored): "RGE" is not in "charges". */
export function hasWords(text: string, phrase: string): boolean {
  const needle = fold(phrase);
  return needle.length > 0 && ` ${fold(text)} `.includes(` ${needle} `);
}

const AMOUNT = String.raw`(\d{1,3}(?:[ .]\d{3})+|\d{1,5})(?:[,.](\d{1,2}))?`;
const FROM = String.raw`(?:(à\s+partir\s+de|a\s+partir\s+de|dès|des|à\s+p\.\s*de)\s*:?\s*)?`;
/** "3,50 €", "3€50", "€ 3.50", "12 euros", "à partir de 45 €", "1 200 € TTC". */
export const PRICE = new RegExp(
  String.raw`${FROM}(?:(\d{1,5})\s?€\s?(\d{2})(?!\d)|€\s?${AMOUNT}|${AMOUNT}\s?(?:€|euros?\b|eur\b))(?:\s*(?:ht|ttc)\b)?`,
  'giu',
);

const UNIT_AFTER = new RegExp(
  String.raw`^\s*(?:(?:\/|par|le|la|les|l['’])\s*(?:\d+\s*)?(?:kg|g|gr|l|cl|ml|pi[eè]ces?|parts?|personnes?|pers\.?|unit[ée]s?|douzaine|bouteilles?|pots?|bocal|bo[iî]tes?|heures?|h|s[ée]ances?|nuits?|nuit[ée]es?|mois|an|jours?|semaines?|m²|m2|litres?|tranches?|portions?|plateaux?|lots?|sachets?|verres?|personne|couverts?|\d+)(?![\p{L}\d]))`,
  'iu',
);

export interface ParsedPrice {
  /** The price as written ("3,50 €", "à partir de 45 €"). */
  text: string;
  value: number;
  fromPrice: boolean;
  unit?: string;
  index: number;
  end: number;
}

/** Every price in a text, with the unit written right after it ("le kg", "/pers", "les 6"). */
export function findPrices(text: string): ParsedPrice[] {
  const found: ParsedPrice[] = [];
  for (const match of text.matchAll(PRICE)) {
    const [whole, from, euros, cents, whole1, dec1, whole2, dec2] = match;
    const integer = (euros ?? whole1 ?? whole2 ?? '').replace(/[ .]/g, '');
    const decimals = cents ?? dec1 ?? dec2;
    const value = Number(`${integer}.${decimals ?? '0'}`);
    if (!Number.isFinite(value) || !integer) continue;
    const start = match.index ?? 0;
    let end = start + whole.length;
    const unit = UNIT_AFTER.exec(text.slice(end));
    if (unit) end += unit[0].length;
    found.push({
      text: text.slice(start, end).trim(),
      value,
      fromPrice: Boolean(from),
      unit: unit?.[0].trim(),
      index: start,
      end,
    });
  }
  return found;
}

const PHONE = /(?<![\d+])(?:(?:\+|00)33\s?(?:\(0\)\s?)?|0)[1-9](?:[\s.-]?\d{2}){4}(?!\d)/g;

/** French phone numbers, written the usual way ("02 97 12 34 56"). */
export function findPhones(text: string): string[] {
  return [...text.matchAll(PHONE)].map((match) => formatPhone(match[0]));
}

export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^(?:0033|33)0?/, '0');
  if (digits.length !== 10) return raw.trim();
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const NOT_EMAIL = /\.(png|jpe?g|gif|webp|svg)$/i;

export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase()).filter((email) => !NOT_EMAIL.test(email));
}

export const unique = <T>(values: T[], key: (value: T) => string = String) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

export const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** Sentences of a text (French punctuation). */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
