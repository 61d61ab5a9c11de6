import type { BrandTone } from './tones';

/** What an owner's modification request asks for, read from common French phrasings. */
export interface RewriteRequest {
  /** Another brand voice asked for ("plus chaleureux", "plus chic"…). */
  tone?: BrandTone;
  /** A wish about the wording that no rule knows ("reformule", "améliore"): the text is reworded. */
  reword?: boolean;
  length?: 'shorter' | 'longer';
  emojis?: 'add' | 'remove';
  register?: 'tu' | 'vous';
  formality?: 'formal' | 'casual';
  energy?: boolean;
  english?: boolean;
  hashtags?: 'remove' | 'refresh';
  addHashtags: string[];
  question?: boolean;
  callToAction?: boolean;
  title?: string;
  /** Content the owner wants in the post ("mentionne la promotion de -20 %"). */
  mentions: string[];
}

const has = (text: string, pattern: RegExp) => pattern.test(text);
const MENTION_VERBS =
  /(?:mentionne[rz]?|ajoute[rz]?|rajoute[rz]?|parle[rz]? de|parle[rz]? du|parle[rz]? des|pr[ée]cise[rz]?|indique[rz]?|rappelle[rz]?|insiste[rz]? sur|int[èe]gre[rz]?|dis que|dites que|signale[rz]?|annonce[rz]?|n'oublie pas|inclu[st]?|inclure)\s+(?:que\s+)?/iu;
/** Phrases that are instructions about the form; they are not content to add. */
const FORM_WORDS =
  /\b(emojis?|émojis?|[ée]motic[ôo]nes?|hashtags?|#|court|long|formel|familier|tutoi|vouvoi|anglais|titre|question|appel à l'action|dynamique|ton)\b/iu;

export function parseRewriteRequest(raw: string): RewriteRequest {
  const text = raw.trim();
  const lower = text.toLowerCase();
  const request: RewriteRequest = { addHashtags: text.match(/#[\p{L}\p{N}_]+/gu) ?? [], mentions: [] };

  if (
    has(lower, /plus court|raccourci|moins long|plus concis|concis|r[ée]sum|plus bref|synth[ée]|all[èe]ge/u)
  )
    request.length = 'shorter';
  else if (
    has(lower, /plus long|rallonge|allonge|d[ée]veloppe|plus de d[ée]tails|d[ée]taill|[ée]toffe|enrichi/u)
  )
    request.length = 'longer';

  const emojiWord = /(emoji|émoji|[ée]motic[ôo]ne|smiley)/u;
  if (has(lower, emojiWord)) {
    request.emojis = has(
      lower,
      /(sans|enl[èe]ve|retire|supprime|pas d['’ ]|aucun|moins d['’ ]|enlever|retirer|supprimer)/u,
    )
      ? 'remove'
      : 'add';
  }
  if (has(lower, /tutoi|tutoy/u)) request.register = 'tu';
  else if (has(lower, /vouvoi|vouvoy/u)) request.register = 'vous';

  if (has(lower, /moins formel|d[ée]contract|familier|d[ée]tendu|cool|moins s[ée]rieux|plus l[ée]ger/u))
    request.formality = 'casual';
  else if (has(lower, /plus formel|formel|soutenu|plus s[ée]rieux|plus pro|professionnel|sobre/u))
    request.formality = 'formal';
  if (has(lower, /dynamique|enthousias|punchy|[ée]nergi|percutant|accrocheur|fun/u)) request.energy = true;
  if (has(lower, /(en|in) anglais|in english|traduis|traduction|translate/u)) request.english = true;

  if (has(lower, /hashtag|#/u)) {
    if (has(lower, /(sans|enl[èe]ve|retire|supprime|pas de|aucun)\s*(les\s+|de\s+|d['’])?\s*hashtag/u))
      request.hashtags = 'remove';
    else if (
      has(lower, /(change|autres?|nouveaux|diff[ée]rents|remplace|modifie)/u) ||
      !request.addHashtags.length
    )
      request.hashtags = 'refresh';
  }
  if (has(lower, /question/u)) request.question = true;
  if (has(lower, /appel à l['’]action|call to action|\bcta\b|incit/u)) request.callToAction = true;

  const titleMatch = /titre\s*(?:en|par|:|à|devient)?\s*[«"“]\s*([^»"”]+?)\s*[»"”]/iu.exec(text);
  if (titleMatch?.[1]) request.title = titleMatch[1];

  request.tone = TONE_WORDS.find(([pattern]) => pattern.test(lower))?.[1];
  if (has(lower, /vendeur|commercial|incitatif|convaincant|persuasif/u)) request.callToAction = true;
  request.mentions = mentionsOf(text, request);
  if (!isUnderstood(request) && STYLE_VERBS.test(lower)) request.reword = true;
  return request;
}

const TONE_WORDS: [RegExp, BrandTone][] = [
  [/chaleureu|convivial|accueillant|humain|proche/u, 'proximite'],
  [/chic|[ée]l[ée]gant|raffin|haut de gamme|luxe|prestige/u, 'luxe'],
  [/dr[ôo]le|humour|marrant|rigolo|amusant|blague/u, 'humouristique'],
  [/po[ée]ti|cr[ée]ati|original|inspir|imag[ée]/u, 'creatif'],
  [/moderne|tendance|innovant|jeune/u, 'moderne'],
  [/authentique|traditionn|terroir|artisan/u, 'traditionnel'],
  [/technique|p[ée]dagog|pr[ée]cis|expert/u, 'technique'],
  [/histoire|raconte|storytelling|[ée]mouvant|[ée]motion/u, 'storytelling'],
  [/plus simple|plus clair|accessible|sans jargon/u, 'simple'],
];
/** Requests about the wording in general. */
const STYLE_VERBS =
  /^(reformule|r[ée][ée]cri|am[ée]liore|rends|fais|change|modifie|retravaille|revois|corrige|peaufine)/u;

function mentionsOf(text: string, request: RewriteRequest): string[] {
  const quoted = [...text.matchAll(/[«"“]\s*([^»"”]+?)\s*[»"”]/gu)]
    .map((match) => match[1]!)
    .filter((content) => content !== request.title);
  if (quoted.length) return quoted;
  const verb = MENTION_VERBS.exec(text);
  if (verb) {
    const rest = text
      .slice(verb.index + verb[0].length)
      .replace(/[.!]+$/, '')
      .trim();
    if (rest && !FORM_WORDS.test(rest)) return [rest];
  }
  return [];
}

/** True when nothing was understood: the writer then works the request's words into the post. */
export function isUnderstood(request: RewriteRequest): boolean {
  const { addHashtags, mentions, ...rest } = request;
  return (
    addHashtags.length > 0 || mentions.length > 0 || Object.values(rest).some((value) => value !== undefined)
  );
}
