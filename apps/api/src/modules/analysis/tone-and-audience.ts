import type { FactSource } from './facts/site-facts';
import { shorten } from './facts/text-patterns';

const TONE_HINTS: [string, RegExp][] = [
  ['luxe', /(luxe|prestige|exception|raffin|haut de gamme|exclusi)/gi],
  ['traditionnel', /(tradition|artisan|savoir-faire|authentique|ancestral|terroir|fait maison)/gi],
  ['technique', /(technique|performance|norme|installation|diagnostic|maintenance|expertise)/gi],
  ['amical', /(convivial|chaleureu|ami|partage|bonne humeur|ensemble)/gi],
  ['proximite', /(quartier|proximité|local|voisin|près de chez vous)/gi],
  ['moderne', /(moderne|innov|digital|numérique|nouvelle génération|tendance)/gi],
  ['creatif', /(créati|sur mesure|unique|original|design)/gi],
];

const AUDIENCES: [string, RegExp][] = [
  ['particuliers', /(particuliers|clients? particuliers|pour vous|votre maison|votre famille)/i],
  ['familles', /(famille|enfants|parents)/i],
  ['professionnels et entreprises', /(professionnels|entreprises|b2b|sociétés|commerçants)/i],
  ['habitants du quartier et de la ville', /\b(quartier|habitants|près de chez vous)\b/i],
  ['touristes et visiteurs', /(touristes|visiteurs|vacances|séjour)/i],
  ['seniors', /(seniors|retraités|personnes âgées)/i],
];

/** A passage of the site and where it was read. */
export interface SourcedText {
  text: string;
  source: FactSource;
}

export interface Suggestion {
  value: string;
  /** The passages the suggestion rests on, around the words that gave it. */
  evidence: SourcedText[];
}

const MAX_EVIDENCE = 3;

/** The sentence around a match, short enough to show. */
function passage(text: string, pattern: RegExp): string {
  const found = new RegExp(pattern.source, 'i').exec(text);
  if (!found) return shorten(text, 160);
  const start = Math.max(0, text.lastIndexOf('.', found.index) + 1);
  const endDot = text.indexOf('.', found.index);
  const sentence = text.slice(start, endDot === -1 ? undefined : endDot + 1).trim();
  return shorten(sentence, 160);
}

const evidenceFor = (texts: readonly SourcedText[], pattern: RegExp): SourcedText[] =>
  texts
    .filter((t) => new RegExp(pattern.source, 'i').test(t.text))
    .slice(0, MAX_EVIDENCE)
    .map((t) => ({ text: passage(t.text, pattern), source: t.source }));

/** The tone of the option list the site's wording shows at least three times, with the passages that show
 * it; null when nothing stands out (a suggestion, never asserted without evidence). */
export function suggestBrandTone(texts: readonly SourcedText[]): Suggestion | null {
  const joined = texts.map((t) => t.text).join(' ');
  let best: [string, RegExp] | undefined;
  let bestCount = 2;
  for (const hint of TONE_HINTS) {
    const count = joined.match(hint[1])?.length ?? 0;
    if (count > bestCount) {
      best = hint;
      bestCount = count;
    }
  }
  return best ? { value: best[0], evidence: evidenceFor(texts, best[1]) } : null;
}

/** The audiences the site names, with the passages naming them; null when it names none. */
export function suggestAudience(texts: readonly SourcedText[]): Suggestion | null {
  const found = AUDIENCES.filter(([, pattern]) => texts.some((t) => pattern.test(t.text)));
  if (found.length === 0) return null;
  const evidence = found.flatMap(([, pattern]) => evidenceFor(texts, pattern).slice(0, 1));
  return { value: found.map(([label]) => label).join(', '), evidence };
}

const unsourced = (text: string): SourcedText[] => [
  { text, source: { url: '', pageTitle: '', snippet: '' } },
];

/** The tone's label alone ("" when the text shows none). */
export const detectBrandTone = (text: string): string => suggestBrandTone(unsourced(text))?.value ?? '';

/** The audiences' labels alone ("" when the text names none). */
export const detectAudience = (text: string): string => suggestAudience(unsourced(text))?.value ?? '';
