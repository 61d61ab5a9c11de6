/**
 * Vouvoiement ↔ tutoiement for the writer's own vocabulary (its calls to action and openings) and the common
 * forms an owner writes. Pairs are [vous form, tu form], longest first so that phrases win over single words.
 */
const PAIRS: [string, string][] = [
  ["qu'en pensez-vous", "qu'en penses-tu"],
  ['dites-le-nous', 'dis-le-nous'],
  ['dites-nous', 'dis-nous'],
  ['laissez-vous', 'laisse-toi'],
  ['faites-vous', 'fais-toi'],
  ['abonnez-vous', 'abonne-toi'],
  ['inscrivez-vous', 'inscris-toi'],
  ['profitez-en', 'profites-en'],
  ["n'hésitez pas", "n'hésite pas"],
  ...(
    [
      ['attend', "t'"],
      ['attendons', "t'"],
      ['accueille', "t'"],
      ['accueillons', "t'"],
      ['accueillir', "t'"],
      ['invite', "t'"],
      ['invitons', "t'"],
      ['accompagne', "t'"],
      ['accompagnons', "t'"],
      ['propose', 'te '],
      ['proposons', 'te '],
      ['souhaite', 'te '],
      ['souhaitons', 'te '],
      ['réserve', 'te '],
      ['réservons', 'te '],
      ['présente', 'te '],
      ['présenter', 'te '],
      ['dire', 'te '],
      ['conseiller', 'te '],
      ['retrouver', 'te '],
      ['lire', 'te '],
      ['voir', 'te '],
      ['remercie', 'te '],
      ['remercions', 'te '],
    ] as const
  ).map(([verb, pronoun]): [string, string] => [`vous ${verb}`, `${pronoun}${verb}`]),
  // "on vous lit", "nous vous écrivons": the object pronoun, never the subject "tu".
  ['on vous', 'on te'],
  ['nous vous', 'nous te'],
  ['pour vous', 'pour toi'],
  ['chez vous', 'chez toi'],
  ['avec vous', 'avec toi'],
  ['à vous', 'à toi'],
  ['vous aussi', 'toi aussi'],
  ['et vous', 'et toi'],
  ['vous êtes', 'tu es'],
  ['vous avez', 'tu as'],
  ['vous pouvez', 'tu peux'],
  ['vous voulez', 'tu veux'],
  ['vous cherchez', 'tu cherches'],
  ['vous aimez', 'tu aimes'],
  ['vous adorez', 'tu adores'],
  ['vous connaissez', 'tu connais'],
  ['vous savez', 'tu sais'],
  ['vous allez', 'tu vas'],
  ['vous trouverez', 'tu trouveras'],
  ['vous serez', 'tu seras'],
  ['vous ferez', 'tu feras'],
  ['vous voyez', 'tu vois'],
  ['vous lisez', 'tu lis'],
  ['vous faites', 'tu fais'],
  ['vous dites', 'tu dis'],
  ['vous prenez', 'tu prends'],
  ['vous venez', 'tu viens'],
  ['vous choisissez', 'tu choisis'],
  ['découvrez', 'découvre'],
  ['venez', 'viens'],
  ['réservez', 'réserve'],
  ['contactez', 'contacte'],
  ['écrivez', 'écris'],
  ['passez', 'passe'],
  ['partagez', 'partage'],
  ['rejoignez', 'rejoins'],
  ['suivez', 'suis'],
  ['offrez', 'offre'],
  ['commandez', 'commande'],
  ['appelez', 'appelle'],
  ['prenez', 'prends'],
  ['retrouvez', 'retrouve'],
  ['essayez', 'essaie'],
  ['racontez', 'raconte'],
  ['taguez', 'tague'],
  ['identifiez', 'identifie'],
  ['laissez', 'laisse'],
  ['dites', 'dis'],
  ['goûtez', 'goûte'],
  ['demandez', 'demande'],
  ['pensez', 'pense'],
  ['profitez', 'profite'],
  ['imaginez', 'imagine'],
];
const PRONOUNS: [string, string][] = [
  ['votre', 'ton'],
  ['vos', 'tes'],
  ['vous', 'tu'],
];

/** Escaped for a pattern; both apostrophes (' and ’) match. */
const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
/** A tu imperative ("passe") is also an ordinary verb mid-sentence ("le temps passe"): only at a start. */
const edge = (phrase: string, sentenceStart: boolean) =>
  new RegExp(
    `${sentenceStart ? '(?<=^|[.!?:]\\s+|\\n\\s*|,\\s+)' : "(?<![\\p{L}\\p{N}'’-])"}${escape(phrase)}(?![\\p{L}\\p{N}-])`,
    'giu',
  );

function keepCase(found: string, replacement: string): string {
  return /^\p{Lu}/u.test(found) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

type Rule = [RegExp, string];
/** Rules are compiled once: the writer converts every post of a friendly brand. */
const compile = (pairs: [string, string][], imperativesAtStart: boolean): Rule[] =>
  pairs.map(([from, to]) => [edge(from, imperativesAtStart && IMPERATIVES.has(from)), to]);

function convert(text: string, rules: Rule[]): string {
  return rules.reduce(
    (result, [pattern, to]) => result.replace(pattern, (found) => keepCase(found, to)),
    text,
  );
}

/** Regular forms the pairs do not list: "vous aimeriez" → "tu aimerais", "vous cherchez" → "tu cherches". */
const REGULAR_TO_TU: [RegExp, string][] = [
  [/(?<![\p{L}])([Vv])ous (\p{L}+)iez(?![\p{L}])/gu, '$1ous $2ais'],
  [/(?<![\p{L}])([Vv])ous (\p{L}+)ez(?![\p{L}])/gu, '$1ous $2es'],
];
const REGULAR_TO_VOUS: [RegExp, string][] = [
  [/(?<![\p{L}])([Tt])u (\p{L}+)ais(?![\p{L}])/gu, '$1u $2iez'],
  [/(?<![\p{L}])([Tt])u (\p{L}+[^s])es(?![\p{L}])/gu, '$1u $2ez'],
];
const regular = (text: string, rules: [RegExp, string][]) =>
  rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
const IMPERATIVES = new Set(PAIRS.filter(([vous]) => /^(\p{L}+ez|dites)$/u.test(vous)).map(([, tu]) => tu));
/** The reverse adds the tu forms that have no single vous source (ta, toi, te). */
const TO_VOUS: [string, string][] = [
  ...PAIRS.map(([vous, tu]): [string, string] => [tu, vous]),
  ['ton', 'votre'],
  ['ta', 'votre'],
  ['tes', 'vos'],
  ['toi', 'vous'],
  ['tu', 'vous'],
];

const PAIRS_TO_TU = compile(PAIRS, false);
const PRONOUNS_TO_TU = compile(PRONOUNS, false);
const PAIRS_TO_VOUS = compile(TO_VOUS, true);

export const toTutoiement = (text: string) =>
  convert(regular(convert(text, PAIRS_TO_TU), REGULAR_TO_TU), PRONOUNS_TO_TU);
export const toVouvoiement = (text: string) => convert(regular(text, REGULAR_TO_VOUS), PAIRS_TO_VOUS);
