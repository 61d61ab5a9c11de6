// The figures of one written month, and their printing (one row per business, then the month's total).
import type { QualityIssue } from '@plume/api/modules/posts/quality/gate';
import { HASHTAG_RANGE } from '@plume/api/modules/posts/quality/gate';
import type { PostSlot, WriterFacts, WrittenPost } from '@plume/api/modules/posts/writer.port';
import { PLATFORM_TEXT_LIMITS } from '@plume/contracts/posts';
import type { BenchBusiness } from './content-businesses';
import { sentencesOf as sentences } from '@plume/api/integrations/writer/month-memory';

export interface MonthFigures {
  business: string;
  slots: number;
  saved: number;
  rewritten: number;
  rawErrors: number;
  spelling: number;
  rules: number;
  prices: number;
  seasons: number;
  offers: number;
  junkTags: number;
  openings: number;
  reused: number;
  notes: number;
  notesCovered: number;
  withinLimits: number;
  night: number;
  hours: string[];
  imageMissing: number;
  reusedSentences: string[];
  uncoveredNotes: string[];
}

const RULE_KINDS = new Set([
  'mot-double',
  'contraction',
  'elision',
  'registre-mixte',
  'mots-colles',
  'guillemets',
  'majuscule',
  'typographie',
  'espaces',
  'registre',
]);
const count = (issues: QualityIssue[][], kinds: (kind: string) => boolean) =>
  issues.flat().filter((issue) => kinds(issue.kind)).length;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const opening = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .join(' ');

/** A note is covered when a post retells at least two of its meaningful words (or its only one). */
function covered(note: { title: string; content: string }, texts: string[]): boolean {
  const words = [...new Set(fold(note.content).match(/\p{L}{5,}/gu) ?? [])];
  const need = Math.min(2, words.length);
  return texts.some((text) => words.filter((word) => fold(text).includes(word)).length >= need);
}

export function monthFigures(input: {
  business: BenchBusiness;
  facts: WriterFacts;
  saved: { slot: PostSlot; post: WrittenPost }[];
  savedIssues: QualityIssue[][];
  rawIssues: QualityIssue[][];
  slots: PostSlot[];
  rewritten: number;
}): MonthFigures {
  const { saved, savedIssues } = input;
  const texts = saved.map(({ post }) => post.text);
  const sentenceUses = new Map<string, number>();
  for (const text of texts)
    for (const s of new Set(sentences(text))) sentenceUses.set(s, (sentenceUses.get(s) ?? 0) + 1);
  const hours = saved.map(({ slot }) => slot.time);
  return {
    business: input.business.slug,
    slots: input.slots.length,
    saved: saved.length,
    rewritten: input.rewritten,
    rawErrors: input.rawIssues.flat().length,
    spelling: count(savedIssues, (kind) => kind === 'orthographe'),
    rules: count(savedIssues, (kind) => RULE_KINDS.has(kind)),
    prices: count(savedIssues, (kind) => kind === 'prix'),
    seasons: count(savedIssues, (kind) => kind === 'hors-saison'),
    offers: count(savedIssues, (kind) => kind === 'offre-inventee'),
    junkTags: count(savedIssues, (kind) => kind === 'hashtag'),
    openings: new Set(texts.map(opening)).size,
    reused: [...sentenceUses.values()].filter((uses) => uses >= 3).length,
    reusedSentences: [...sentenceUses].filter(([, uses]) => uses >= 3).map(([sentence]) => sentence),
    uncoveredNotes: input.facts.notes.filter((note) => !covered(note, texts)).map((note) => note.content),
    notes: input.facts.notes.length,
    notesCovered: input.facts.notes.filter((note) => covered(note, texts)).length,
    withinLimits: saved.filter(({ slot, post }) => {
      const range = HASHTAG_RANGE[slot.platform];
      const length = post.text.length + (post.hashtags.length ? post.hashtags.join(' ').length + 2 : 0);
      return (
        length <= PLATFORM_TEXT_LIMITS[slot.platform] &&
        post.hashtags.length >= range.min &&
        post.hashtags.length <= range.max
      );
    }).length,
    night: hours.filter((time) => Number(time.slice(0, 2)) < 7 || Number(time.slice(0, 2)) >= 22).length,
    hours: [...new Set(hours)].sort(),
    imageMissing: input.facts.media.length
      ? saved.filter(({ slot }) => slot.mediaIds.length === 0).length
      : 0,
  };
}

const pct = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)} %` : '—');

export function printFigures(label: string, figures: MonthFigures[]): void {
  const sum = (key: keyof MonthFigures) => figures.reduce((total, f) => total + (f[key] as number), 0);
  const rows = figures.map((f) => ({
    entreprise: f.business,
    'posts (gardés/prévus)': `${f.saved}/${f.slots}`,
    réécrits: f.rewritten,
    'erreurs 1er jet': f.rawErrors,
    orthographe: f.spelling,
    règles: f.rules,
    prix: f.prices,
    'hors saison': f.seasons,
    'offres inventées': f.offers,
    'hashtags parasites': f.junkTags,
    'ouvertures distinctes': pct(f.openings, f.saved),
    'phrases 3+': f.reused,
    'notes couvertes': `${f.notesCovered}/${f.notes}`,
    'dans les limites': pct(f.withinLimits, f.saved),
    nuit: f.night,
    'sans image (photo dispo)': f.imageMissing,
  }));
  console.log(`\n=== ${label} ===`);
  if (process.env.BENCH_DETAILS)
    for (const f of figures)
      for (const line of [
        ...f.reusedSentences.map((s) => `phrase 3+ : ${s}`),
        ...f.uncoveredNotes.map((n) => `note non couverte : ${n}`),
      ])
        console.log(`${f.business} — ${line}`);
  if (label !== 'ensemble') console.table(rows);
  console.log(
    [
      `posts gardés ${sum('saved')}/${sum('slots')} (réécrits ${sum('rewritten')}, erreurs au 1er jet ${sum('rawErrors')})`,
      `orthographe ${sum('spelling')}`,
      `règles ${sum('rules')}`,
      `prix faux ${sum('prices')}`,
      `hors saison ${sum('seasons')}`,
      `offres inventées ${sum('offers')}`,
      `hashtags parasites ${sum('junkTags')}`,
      `ouvertures distinctes ${pct(sum('openings'), sum('saved'))}`,
      `phrases reprises 3 fois ou plus ${sum('reused')}`,
      `notes couvertes ${pct(sum('notesCovered'), sum('notes'))}`,
      `dans les limites ${pct(sum('withinLimits'), sum('saved'))}`,
      `posts de nuit ${sum('night')}`,
      `heures ${[...new Set(figures.flatMap((f) => f.hours))].sort().join(' ')}`,
    ].join(' · '),
  );
}
