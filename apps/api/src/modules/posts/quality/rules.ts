/**
 * The offline writer's known failure shapes, as rules on a finished text: each returns the offending excerpts.
 * Links, e-mails and hashtags are masked first so that "https://" or "#PainDeSeigle" never trip a rule.
 */
export interface RuleIssue {
  rule: RuleName;
  excerpt: string;
}

export type RuleName =
  | 'mot-double'
  | 'contraction'
  | 'elision'
  | 'registre-mixte'
  | 'mots-colles'
  | 'guillemets'
  | 'majuscule'
  | 'typographie'
  | 'espaces';

const mask = (text: string) =>
  text.replace(/https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+|[#@][\p{L}\p{N}_]+/gu, (found) =>
    '_'.repeat(found.length),
  );

const NOT_LETTER = "(?<![\\p{L}\\p{N}'’-])";
const END = '(?![\\p{L}\\p{N}])';

/** "vous vous", "nous nous" are the reflexive forms, not a doubled word. */
const REFLEXIVE = new Set(['vous', 'nous']);
function doubledWords(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`${NOT_LETTER}(\\p{L}+)\\s+(\\p{L}+)${END}`, 'giu'))) {
    const [whole, a, b] = match as unknown as [string, string, string];
    if (a.toLowerCase() === b.toLowerCase() && !REFLEXIVE.has(a.toLowerCase())) found.push(whole);
  }
  // The pattern consumes pairs: shift by one word to see "le pain pain" as well.
  for (const match of text.matchAll(new RegExp(`\\s(\\p{L}+)\\s+(\\p{L}+)${END}`, 'giu'))) {
    const [whole, a, b] = match as unknown as [string, string, string];
    if (a.toLowerCase() === b.toLowerCase() && !REFLEXIVE.has(a.toLowerCase())) found.push(whole.trim());
  }
  return [...new Set(found)];
}

/** "de le pain", "à les clients": an article after de/à; "de le faire" (pronoun before a verb) is fine. */
const CONTRACTION = new RegExp(`${NOT_LETTER}(?:de|à)\\s+(?:le|les)\\s+(\\p{L}+)${END}`, 'giu');
const INFINITIVE = /(?:er|ir|re|oir)$/u;
function missingContractions(text: string): string[] {
  return [...text.matchAll(CONTRACTION)]
    .filter((match) => !INFINITIVE.test(match[1]!.toLowerCase()))
    .map((match) => match[0]);
}

/** "le atelier", "de hiver", "que on": a vowel (or a mute h) after a word that elides. */
const MUTE_H = '(?:heure|hiver|histoire|homme|hôtel|huile|habitude|herbe|hommage|honneur|horaire|hôte)';
const ELISION = new RegExp(
  `${NOT_LETTER}(?:le|la|de|que|je|ne|me|te|se|si)\\s+(?:[aeiouyéèêëàâîïôûœ](?!\\p{L}*\\s*\\d)|${MUTE_H})\\p{L}*`,
  'giu',
);
/** Words before which French does not elide ("le onze", "la une", "de un à trois"), and "si elle". */
const NO_ELISION = /\s(?:onze|onzième|un|une|oui|ouate|yaourt|yoga|uhlan|elle|elles|est|et|ou|à|y|en)$/iu;
function missingElisions(text: string): string[] {
  return [...text.matchAll(ELISION)]
    .map((match) => match[0])
    .filter((excerpt) => !NO_ELISION.test(excerpt))
    .filter((excerpt) => !/^si\s+(?!il)/iu.test(excerpt));
}

const TU_MARKS = new RegExp(`${NOT_LETTER}(?:tu|toi|ton|ta|tes|te|t['’])${END}`, 'giu');
const VOUS_MARKS = new RegExp(`${NOT_LETTER}(?:vous|votre|vos)${END}`, 'giu');
/** Substitution scars: "rendez-tu", "on tu lit", "s'il tu plaît". */
const SCARS = /(?:rendez-tu|\bon tu\b|s['’]il tu|\bchez tu\b|\bpour tu\b|\bavec tu\b|\bà tu\b)/giu;
function mixedRegister(text: string): string[] {
  const scars = [...text.matchAll(SCARS)].map((match) => match[0]);
  const tu = text.match(TU_MARKS) ?? [];
  const vous = text.match(VOUS_MARKS) ?? [];
  return tu.length && vous.length ? [...scars, `${tu[0]} / ${vous[0]}`] : scars;
}

/** "noixMie": a lower-case letter followed by a capital inside a word. */
const GLUED = /\p{Ll}\p{Lu}\p{Ll}/gu;
/** A full stop glued to the next sentence ("noix.Mie"), outside numbers and abbreviations. */
const GLUED_STOP = /\p{Ll}{2}[.!?]\p{Lu}/gu;
function gluedWords(text: string, allowed: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const word of text.match(/[\p{L}.!?]+/gu) ?? []) {
    if (allowed.has(word.toLowerCase())) continue;
    if (GLUED.test(word) || GLUED_STOP.test(word)) found.push(word);
    GLUED.lastIndex = 0;
    GLUED_STOP.lastIndex = 0;
  }
  return found;
}

function unbalancedQuotes(text: string): string[] {
  const open = (text.match(/«/g) ?? []).length;
  const close = (text.match(/»/g) ?? []).length;
  const straight = (text.match(/"/g) ?? []).length;
  return open !== close || straight % 2 === 1 ? [`« ×${open} » ×${close} " ×${straight}`] : [];
}

/** A sentence or a paragraph that starts with a lower-case letter. */
function missingCapitals(text: string): string[] {
  const starts = /(?:^|[.!?]\s+|\n\s*)(\p{Ll}[\p{L}'’]*)/gu;
  return [...text.matchAll(starts)]
    .filter(
      (match) => !/\b(?:etc|cf|env|min|max|tél|p|n°|av|bd)\.\s+$/iu.test(text.slice(0, match.index + 4)),
    )
    .map((match) => match[1]!);
}

/** French typography: a non-breaking space before ! ? ; : » and after «, "3,50 €" with one too. */
function typography(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(\S{0,12})([ ]?)([!?;:»])/gu)) {
    const [whole, before, space, mark] = match as unknown as [string, string, string, string];
    if (mark === ':' && /\d$/.test(before) && !space) continue; // 10:30 in a time
    if (/[!?…]$/.test(before) && !space) continue; // "?!" or "!!" after a first mark with its space
    if (before === '' && !space) continue; // mark at a line start (emoji line, list)
    found.push(whole);
  }
  for (const match of text.matchAll(/«(?![\u00a0\u202f])\S{0,12}/gu)) found.push(match[0]);
  for (const match of text.matchAll(/\d(?: ?)€/gu)) found.push(match[0]);
  return found;
}

function spaces(text: string): string[] {
  return [...text.matchAll(/\S {2,}\S|\s+[,.](?!\d)|[ \t]+$/gmu)].map((match) => match[0]);
}

/** Every rule on one text; `allowed` holds the business's own words (a brand such as "McDo" is not glued). */
export function ruleIssues(text: string, allowed: ReadonlySet<string> = new Set()): RuleIssue[] {
  const masked = mask(text);
  const issues: RuleIssue[] = [];
  const add = (rule: RuleName, excerpts: string[]) =>
    excerpts.forEach((excerpt) => issues.push({ rule, excerpt }));
  add('mot-double', doubledWords(masked));
  add('contraction', missingContractions(masked));
  add('elision', missingElisions(masked));
  add('registre-mixte', mixedRegister(masked));
  add('mots-colles', gluedWords(masked, allowed));
  add('guillemets', unbalancedQuotes(masked));
  add('majuscule', missingCapitals(masked));
  add('typographie', typography(masked));
  add('espaces', spaces(masked));
  return issues;
}
