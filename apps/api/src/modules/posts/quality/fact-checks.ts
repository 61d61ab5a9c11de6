import {
  addDays,
  beaujolaisNouveau,
  day,
  easterSunday,
  fathersDay,
  mothersDay,
} from '../writing/french-calendar';
import { foldAccents as fold } from '../../../lib/french-text';

/** What the business states, as the fact checks need it (built from the writer's facts by `gateContextOf`). */
export interface StatedFacts {
  /** Items with a stated price: the name as written and the amounts in euros read from the price text. */
  pricedItems: { name: string; prices: number[] }[];
  /** Amounts stated outside items (a note's "-20 %" sale price, an offer's price). */
  otherPrices: number[];
  /** All the text the business wrote or the site states, lower-cased: an offer word found here is stated. */
  statedText: string;
  /** The month's notes, lower-cased: a season a note speaks of may be announced from a month ahead. */
  noteText: string;
}

export interface FactIssue {
  check: 'prix' | 'hors-saison' | 'offre-inventee';
  excerpt: string;
}

/** "Sans rendez-vous", "sans réservation": no booking is said, whatever else the text says. */
export const withoutUnbooked = (text: string) =>
  text.replace(/\bsans\s+(?:rendez-vous|rdv|réservation|réserver)\b/giu, '');

/** Euro amounts in a text: "3,50 €", "1.20€", "à partir de 25 €", "12 euros". */
export function euroAmounts(text: string): number[] {
  return [
    ...text.matchAll(/(\d{1,4}(?:[ \u00a0\u202f]\d{3})*(?:[,.]\d{1,2})?)[ \u00a0\u202f]?(?:€|euros?\b)/giu),
  ].map((match) => Number(match[1]!.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')));
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/u).filter(Boolean);

/** A price in a sentence must be one stated for an item that sentence names, or a stated amount. */
function wrongPrices(text: string, facts: StatedFacts): string[] {
  const wrong: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const amounts = euroAmounts(sentence);
    if (!amounts.length) continue;
    const named = facts.pricedItems.filter((item) => fold(sentence).includes(fold(item.name)));
    const allowed = named.length
      ? named.flatMap((item) => item.prices)
      : [...facts.pricedItems.flatMap((item) => item.prices), ...facts.otherPrices];
    const extra = named.length ? facts.otherPrices : [];
    for (const amount of amounts) {
      if (![...allowed, ...extra].some((price) => Math.abs(price - amount) < 0.005)) wrong.push(sentence);
    }
  }
  return wrong;
}

/** Offer and booking words that are invented unless the business states them. */
const OFFER_PATTERNS: { pattern: RegExp; stated: RegExp }[] = [
  { pattern: /black friday/iu, stated: /black friday/iu },
  { pattern: /\bsoldes?\b/iu, stated: /\bsoldes?\b/iu },
  { pattern: /\bpromo(?:tion)?s?\b/iu, stated: /\bpromo|remise|réduction|-\s?\d+\s?%/iu },
  { pattern: /-\s?\d+\s?%|\d+\s?% de (?:réduction|remise)/iu, stated: /\d+\s?%/iu },
  { pattern: /\b(?:réduction|remise)s?\b/iu, stated: /réduction|remise|-\s?\d+\s?%/iu },
  { pattern: /\boffert(?:e|s|es)?\b|\bgratuit/iu, stated: /offert|gratuit/iu },
  {
    pattern: /places? (?:limitées|partent)|réservez vite|réserve vite|dernières places/iu,
    stated: /places? limitées|complet/iu,
  },
  { pattern: /\bréserv(?:ez|e|er|ation)\b/iu, stated: /réserv|rendez-vous|sur rdv|inscri|booking|planity/iu },
  { pattern: /\brendez-vous\b/iu, stated: /rendez-vous|\brdv\b|réserv/iu },
  { pattern: /\bportes? ouvertes?\b/iu, stated: /portes? ouvertes?/iu },
  { pattern: /\bconcours\b|\bjeu[- ]concours\b/iu, stated: /concours/iu },
  { pattern: /\blivraison\b|\blivr(?:ons|é|ée)s?\b/iu, stated: /livr/iu },
];

function inventedOffers(said: string, facts: StatedFacts): string[] {
  const text = withoutUnbooked(said);
  return OFFER_PATTERNS.filter(
    ({ pattern, stated }) => pattern.test(text) && !stated.test(facts.statedText),
  ).map(({ pattern }) => text.match(pattern)?.[0] ?? pattern.source);
}

/** Seasonal words and the days around which they may be said (inclusive, local dates of the post). */
function seasonsOf(year: number): { words: RegExp; from: Date; to: Date }[] {
  const easter = easterSunday(year);
  const mothers = mothersDay(year);
  const fathers = fathersDay(year);
  const beaujolais = beaujolaisNouveau(year);
  return [
    { words: /galette|épiphanie|tirer les rois|\bfève\b/iu, from: day(year, 1, 1), to: day(year, 1, 31) },
    { words: /chandeleur/iu, from: day(year, 1, 20), to: day(year, 2, 2) },
    { words: /saint-valentin/iu, from: day(year, 2, 1), to: day(year, 2, 14) },
    { words: /pâques|\bœufs? en chocolat/iu, from: addDays(easter, -21), to: addDays(easter, 1) },
    { words: /fête des mères/iu, from: addDays(mothers, -14), to: mothers },
    { words: /fête des pères/iu, from: addDays(fathers, -14), to: fathers },
    { words: /\bmuguet\b/iu, from: day(year, 4, 24), to: day(year, 5, 1) },
    { words: /\brentrée\b/iu, from: day(year, 8, 18), to: day(year, 9, 30) },
    { words: /halloween/iu, from: day(year, 10, 15), to: day(year, 10, 31) },
    { words: /beaujolais nouveau/iu, from: addDays(beaujolais, -3), to: addDays(beaujolais, 14) },
    { words: /\bnoël\b|\bréveillon|bûche/iu, from: day(year, 11, 20), to: day(year, 12, 31) },
  ];
}

/** A season is a date range whatever the site says: a catalogue's galette des rois is not for May. */
function outOfSeason(text: string, date: string, noteText: string): string[] {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const when = day(year, month, dayOfMonth).getTime();
  return (
    seasonsOf(year)
      // The owner's own word ("fermeture de Pâques" for the school holidays after it) may come a month either side.
      .map((season) =>
        season.words.test(noteText)
          ? { ...season, from: addDays(season.from, -30), to: addDays(season.to, 30) }
          : season,
      )
      .filter(({ words, from, to }) => words.test(text) && (when < from.getTime() || when > to.getTime()))
      .map(({ words }) => text.match(words)?.[0] ?? words.source)
  );
}

/** Prices, seasons and offers checked against what the business states, for a post dated `date`. */
export function factIssues(text: string, date: string, facts: StatedFacts): FactIssue[] {
  return [
    ...wrongPrices(text, facts).map((excerpt) => ({ check: 'prix' as const, excerpt })),
    ...outOfSeason(text, date, facts.noteText).map((excerpt) => ({ check: 'hors-saison' as const, excerpt })),
    ...inventedOffers(text, facts).map((excerpt) => ({ check: 'offre-inventee' as const, excerpt })),
  ];
}
