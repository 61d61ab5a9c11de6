import type { SiteFacts } from './site-facts';
import { fold } from './text-patterns';

/** A site's hand-written golden facts (corpus/README.md): null or [] = the site does not state it. */
export interface GoldenFacts {
  trade: string;
  businessName: string;
  town: string;
  address: { street: string; postalCode: string; town: string } | null;
  phones: string[];
  emails: string[];
  foundingYear: number | null;
  teamSize: number | null;
  hours: Array<{ day: string; closed: boolean; ranges: Array<{ opens: string; closes: string }> }>;
  items: Array<{ kind: string; name: string; price: number | null; unit: string | null; fromPrice: boolean }>;
  people: Array<{ name: string; role: string | null }>;
  labels: string[];
  offers: Array<{ title: string; startDate: string | null; endDate: string | null }>;
  testimonials: Array<{ author: string }>;
  story: { mustMention: string[] } | null;
  mission: { mustMention: string[] } | null;
}

/** For one field: how many values were extracted, how many of them are right, how many the golden holds. */
export interface FieldScore {
  extracted: number;
  correct: number;
  golden: number;
  /** Golden values found (recall's numerator; may differ from `correct` when names repeat). */
  found: number;
}

export interface SiteScore {
  fields: Record<string, FieldScore>;
  /** Values that appear nowhere in the site's text, or fields filled that the golden says are not stated. */
  invented: string[];
  /** Golden facts the extraction missed or got wrong, for reading. */
  missed: string[];
}

/** Names match when, folded (case, accents, punctuation), one contains the other. */
export const sameName = (a: string, b: string) => {
  const x = fold(a);
  const y = fold(b);
  return x !== '' && y !== '' && (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `));
};
/** One trade named two ways: the same head word ("plombier RGE", RGE being a label, is a "plombier-chauffagiste"). */
const sameTrade = (a: string, b: string) => fold(a).split(' ')[0] === fold(b).split(' ')[0];
const samePhone = (a: string) => a.replace(/\D/g, '').replace(/^33/, '0');
const samePrice = (a?: number | null, b?: number | null) =>
  a !== undefined && a !== null && b !== undefined && b !== null && Math.abs(a - b) < 0.001;

function match<G, E>(golden: G[], extracted: E[], same: (g: G, e: E) => boolean): FieldScore {
  const found = golden.filter((g) => extracted.some((e) => same(g, e))).length;
  const correct = extracted.filter((e) => golden.some((g) => same(g, e))).length;
  return { extracted: extracted.length, correct, golden: golden.length, found };
}

const one = <G, E>(golden: G | null | undefined, extracted: E | undefined, same: (g: G, e: E) => boolean) =>
  match(
    golden === null || golden === undefined ? [] : [golden],
    extracted === undefined ? [] : [extracted],
    same,
  );

/** Scores the facts extracted from a site against its golden facts; `siteText` is all its pages' text. */
export function scoreSite(facts: SiteFacts, golden: GoldenFacts, siteText: string): SiteScore {
  const text = ` ${fold(siteText)} `;
  const digits = siteText.replace(/\D/g, '');
  const pricedGolden = golden.items.filter((item) => item.price !== null);
  const pricedFacts = facts.items.filter((item) => item.price !== undefined);
  const hoursKey = (h: { closed: boolean; ranges: Array<{ opens: string; closes: string }> }) =>
    h.closed ? 'fermé' : h.ranges.map((r) => `${r.opens}-${r.closes}`).join(',');
  const mentions = (spec: { mustMention: string[] } | null, fact?: { text: string }) =>
    one(spec, fact ? { mustMention: [fact.text] } : undefined, (g, e) =>
      g.mustMention.every((phrase) => fold(e.mustMention[0]!).includes(fold(phrase))),
    );
  const fields: Record<string, FieldScore> = {
    'produits avec prix': match(
      pricedGolden,
      pricedFacts,
      (g, e) => sameName(g.name, e.name) && samePrice(g.price, e.price),
    ),
    'produits et services': match(golden.items, facts.items, (g, e) => sameName(g.name, e.name)),
    horaires: match(golden.hours, facts.hours, (g, e) => g.day === e.day && hoursKey(g) === hoursKey(e)),
    adresse: one(golden.address, facts.address, (g, e) =>
      Boolean(
        e.street &&
        sameName(g.street, e.street) &&
        g.postalCode === e.postalCode &&
        fold(g.town) === fold(e.town),
      ),
    ),
    ville: one(golden.town || null, facts.town?.text, (g, e) => fold(g) === fold(e)),
    métier: one(golden.trade || null, facts.trade?.text, (g, e) => sameName(g, e) || sameTrade(g, e)),
    téléphones: match(golden.phones, facts.phones, (g, e) => samePhone(g) === samePhone(e.text)),
    'e-mails': match(golden.emails, facts.emails, (g, e) => g.toLowerCase() === e.text.toLowerCase()),
    'année de création': one(golden.foundingYear, facts.foundingYear?.year, (g, e) => g === e),
    'taille de l’équipe': one(golden.teamSize, facts.teamSize?.count, (g, e) => g === e),
    personnes: match(golden.people, facts.people, (g, e) => sameName(g.name, e.name)),
    labels: match(golden.labels, facts.labels, (g, e) => sameName(g, e.text)),
    offres: match(
      golden.offers,
      facts.offers,
      (g, e) => sameName(g.title, e.title) || sameName(g.title, e.text),
    ),
    témoignages: match(
      golden.testimonials,
      facts.testimonials.filter((t) => t.author),
      (g, e) => sameName(g.author, e.author ?? ''),
    ),
    histoire: mentions(golden.story, facts.story),
    mission: mentions(golden.mission, facts.mission),
  };

  const invented: string[] = [];
  const inText = (value: string) => text.includes(` ${fold(value)} `);
  const priceInText = (price: number) => {
    const euros = Math.trunc(price);
    const cents = Math.round((price - euros) * 100);
    const grouped = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    const variants = cents
      ? [`${euros} ${String(cents).padStart(2, '0')}`, `${euros} ${cents}`]
      : [`${euros}`, `${euros} 00`];
    return [...variants, grouped].some((v) => text.includes(` ${v} `) || text.includes(` ${v}e`));
  };
  for (const item of facts.items) {
    if (!inText(item.name)) invented.push(`nom « ${item.name} »`);
    if (item.price !== undefined && !priceInText(item.price))
      invented.push(`prix ${item.price} de « ${item.name} »`);
  }
  for (const phone of facts.phones) {
    if (!digits.includes(samePhone(phone.text).slice(1))) invented.push(`téléphone ${phone.text}`);
  }
  for (const person of facts.people) if (!inText(person.name)) invented.push(`personne « ${person.name} »`);
  if (facts.foundingYear && !text.includes(` ${facts.foundingYear.year} `))
    invented.push('année de création');
  const notStated: Array<[string, boolean, boolean]> = [
    ['adresse', golden.address === null, Boolean(facts.address)],
    ['année de création', golden.foundingYear === null, Boolean(facts.foundingYear)],
    ['taille de l’équipe', golden.teamSize === null, Boolean(facts.teamSize)],
    ['histoire', golden.story === null, Boolean(facts.story)],
    ['mission', golden.mission === null, Boolean(facts.mission)],
    ['personnes', golden.people.length === 0, facts.people.length > 0],
    ['labels', golden.labels.length === 0, facts.labels.length > 0],
    ['offres', golden.offers.length === 0, facts.offers.length > 0],
    ['horaires', golden.hours.length === 0, facts.hours.length > 0],
  ];
  for (const [field, absent, filled] of notStated)
    if (absent && filled) invented.push(`${field} (non indiqué)`);
  for (const item of pricedFacts) {
    const twin = golden.items.find((g) => sameName(g.name, item.name));
    if (twin && twin.price === null) invented.push(`prix ${item.price} de « ${item.name} » (sans prix)`);
  }

  const missed = [
    ...pricedGolden
      .filter((g) => !pricedFacts.some((e) => sameName(g.name, e.name) && samePrice(g.price, e.price)))
      .map((g) => `${g.name} ${g.price} €`),
    ...golden.hours
      .filter((g) => !facts.hours.some((e) => e.day === g.day && hoursKey(e) === hoursKey(g)))
      .map((g) => `horaires ${g.day}`),
    ...Object.entries(fields)
      .filter(
        ([name, s]) =>
          ['ville', 'métier', 'histoire', 'mission', 'adresse'].includes(name) && s.found < s.golden,
      )
      .map(([name]) => name),
  ];
  return { fields, invented, missed };
}

export const precision = (s: FieldScore) => (s.extracted ? s.correct / s.extracted : 1);
export const recall = (s: FieldScore) => (s.golden ? s.found / s.golden : 1);

/** Adds the field scores of several sites. */
export function totals(scores: SiteScore[]): Record<string, FieldScore> {
  const sum: Record<string, FieldScore> = {};
  for (const score of scores) {
    for (const [field, s] of Object.entries(score.fields)) {
      const t = (sum[field] ??= { extracted: 0, correct: 0, golden: 0, found: 0 });
      t.extracted += s.extracted;
      t.correct += s.correct;
      t.golden += s.golden;
      t.found += s.found;
    }
  }
  return sum;
}
