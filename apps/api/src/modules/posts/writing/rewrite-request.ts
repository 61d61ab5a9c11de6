import * as P from './rewrite-patterns';
import type { BrandTone } from './tones';

/** One explicit thing the owner's request asks for; the rewriter reports each as done or not done. */
export type RewriteOperation =
  | {
      kind:
        | 'shorter'
        | 'longer'
        | 'formal'
        | 'casual'
        | 'enthusiastic'
        | 'calmer'
        | 'question'
        | 'paragraphs'
        | 'quotes'
        | 'proofread'
        | 'reword'
        | 'translate';
    }
  | { kind: 'register'; to: 'tu' | 'vous' }
  | { kind: 'emojis'; action: 'add' | 'remove' }
  | { kind: 'hashtags'; action: 'remove' | 'refresh' }
  | { kind: 'add-hashtags'; tags: string[] }
  | { kind: 'tone'; tone: BrandTone }
  | { kind: 'title'; title: string }
  | { kind: 'mention'; content: string }
  | { kind: 'remove'; content: string }
  | { kind: 'replace'; from: string; to: string }
  | { kind: 'price'; to: string; from?: string; item?: string }
  | { kind: 'date'; to: string; from?: string }
  | { kind: 'call-to-action'; means?: P.ActionMeans; wording?: string }
  | { kind: 'contact'; what: P.ContactKind }
  | { kind: 'unknown'; text: string };

const POLITE =
  /^(?:(?:est-ce que |est ce que )?(?:tu peux|tu pourrais|vous pouvez|vous pourriez|peux-tu|peux tu|pourrais-tu|pourrais tu|pouvez-vous|pourriez-vous)|merci de|j'aimerais (?:que tu|bien)?|je voudrais (?:que tu)?|je veux (?:que tu)?|il faudrait|il faut|faudrait|stp|svp|s'il te plait|s'il vous plait|please|oui|ok|alors|bon|aussi|et)[\s,:]*/u;
const TRAILING_POLITE = /[\s,]*(?:stp|svp|s'il te plait|s'il vous plait|merci|please)[\s.!]*$/u;
const QUOTED = /^[«"“'‘]\s*|\s*[»"”'’]$/gu;
const unquote = (text: string) => text.trim().replace(QUOTED, '').trim();

const MENTION =
  /^(?:mentionne[rz]?|ajoute[rz]?|rajoute[rz]?|parle[rz]? (?:de |du |des |d')|precise[rz]?|indique[rz]?|rappelle[rz]?|insiste[rz]? sur|integre[rz]?|dis que|dites que|dis aussi que|signale[rz]?|annonce[rz]?|n'oublie pas (?:de dire que |de mentionner |de preciser que )?|inclu[st]?|cite[rz]?|mets en avant|souligne[rz]?|mets|glisse[rz]?|fais (?:une )?(?:allusion|reference) (?:a|au|aux) )\s*(?:que\s+|qu')?/u;
const REMOVE =
  /^(?:enleve[rz]?|retire[rz]?|supprime[rz]?|efface[rz]?|vire[rz]?|ote[rz]?|ne (?:parle|mentionne|dis) (?:pas|plus)(?: de| du| des| d'|)|sans parler (?:de|du|des|d'))\s*(?:la phrase (?:sur|avec|qui parle de|qui mentionne)|la mention (?:de|du|des|d')|le passage sur|la partie sur|la ligne (?:sur|avec)|ce qui concerne|toute? (?:allusion|mention|reference) (?:a|au|aux|de))?\s*/u;
const REPLACE =
  /^(?:remplace[rz]?|change[rz]?|modifie[rz]?|corrige[rz]?|substitue[rz]?|transforme[rz]?)\s+(.+?)\s+(?:par|en|pour|avec|→|->|=>)\s+(.+)$/u;
const INSTEAD =
  /^(?:mets?|ecri[st]|utilise[rz]?|dis|il faut ecrire|c'est)\s+(.+?)\s+(?:a la place de|au lieu de|au lieu du|et non|et pas|pas)\s+(.+)$/u;
const ARROW = /^(.+?)\s*(?:→|->|=>)\s*(.+)$/u;

/** What the folded text of a clause says, the original text alongside (same indices). */
interface Clause {
  text: string;
  folded: string;
}

const slice = (clause: Clause, match: RegExpExecArray, group: number) => {
  const found = match[group]!;
  const start = match.index + match[0].indexOf(found);
  return clause.text.slice(start, start + found.length);
};
const isFormWord = (folded: string) =>
  [P.EMOJIS, P.HASHTAGS, P.TITLE, P.QUESTION, P.CALL_TO_ACTION, P.TRANSLATE, P.PARAGRAPHS, P.QUOTES].some(
    (pattern) => pattern.test(folded),
  ) || /^(?:le |la |les )?(?:ton|texte|registre|vous|tu)\b/u.test(folded);
const contactOf = (folded: string) => P.CONTACT_WORDS.find(([pattern]) => pattern.test(folded))?.[1];
const amountsOf = (text: string) => text.match(P.AMOUNT) ?? [];

/** "remplace X par Y" and its relatives, read as a price, a date, a title, a call to action or a word. */
function replacement(clause: Clause, from: string, to: string): RewriteOperation[] {
  const fromFolded = P.fold(from);
  const toFolded = P.fold(to);
  if (/^(?:le |la |l')?(?:ton|registre|style)\b/u.test(fromFolded))
    return flags({ text: to, folded: toFolded });
  if (/^(?:le |un )?titre\b/u.test(fromFolded)) return [{ kind: 'title', title: unquote(to) }];
  if (/^(?:l'appel|la fin|la conclusion|la derniere phrase|le cta)\b/u.test(fromFolded))
    return [ctaOf(toFolded, to)];
  if (/\b(?:prix|tarif)/u.test(fromFolded) || (amountsOf(from).length && amountsOf(to).length))
    return priceOf(clause) ?? [{ kind: 'replace', from: unquote(from), to: unquote(to) }];
  if (/^(?:la )?date\b|^(?:le )?jour\b/u.test(fromFolded)) return dateOf(clause) ?? unknown(clause);
  return [{ kind: 'replace', from: unquote(from), to: unquote(to) }];
}

function ctaOf(folded: string, wording: string): RewriteOperation {
  const means = P.MEANS_WORDS.find(([pattern]) => pattern.test(folded))?.[1];
  if (/^(?:inviter|pousser|inciter|faire|donner envie|appeler a|encourager)/u.test(folded))
    return { kind: 'call-to-action', ...(means ? { means } : {}) };
  return { kind: 'call-to-action', wording: unquote(wording) };
}

function priceOf(clause: Clause): RewriteOperation[] | undefined {
  const amounts = amountsOf(clause.text);
  if (!amounts.length || !/prix|tarif|coute|€|euro|remplace|change|passe/u.test(clause.folded))
    return undefined;
  const instead = /(?:au lieu de|a la place de|et non|pas)\s+(\d{1,4}(?:[,.]\d{1,2})?\s?(?:€|euros?))/u.exec(
    clause.folded,
  );
  const from = instead ? slice(clause, instead, 1) : amounts.length > 1 ? amounts[0] : undefined;
  const to = instead ? amounts.find((amount) => amount !== from) : amounts[amounts.length - 1];
  const item =
    /(?:prix|tarif)s?\s+(?:du |de la |de l'|des |de |d')(.+?)\s+(?:a|est|passe|sont|devient|:|en|=|par)\s/u.exec(
      clause.folded,
    );
  const subject =
    /^(?:mets? |passe )?(?:le |la |les |l')(.+?)\s+(?:a|coute|coutent|est a|passe a)\s+\d/u.exec(
      clause.folded,
    );
  const named = item
    ? slice(clause, item, 1)
    : subject && !/prix|tarif/u.test(subject[1]!)
      ? slice(clause, subject, 1)
      : undefined;
  return to
    ? [{ kind: 'price', to, ...(from ? { from } : {}), ...(named ? { item: named } : {}) }]
    : undefined;
}

function dateOf(clause: Clause): RewriteOperation[] | undefined {
  const dates = [...clause.folded.matchAll(P.DATE)];
  if (
    !dates.length ||
    !/date|jour|au lieu|a la place|pas le|decal|report|avance|change|remplace|passe/u.test(clause.folded)
  )
    return undefined;
  const original = (match: RegExpMatchArray) =>
    clause.text.slice(match.index!, match.index! + match[0].length);
  const instead = dates.find((match) =>
    /(?:au lieu du?|a la place du?|et non|pas)\s+(?:le\s+)?$/u.test(clause.folded.slice(0, match.index)),
  );
  const from = instead ? original(instead) : dates.length > 1 ? original(dates[0]!) : undefined;
  const target = instead ? dates.find((match) => match !== instead) : dates[dates.length - 1];
  return target ? [{ kind: 'date', to: original(target), ...(from ? { from } : {}) }] : undefined;
}

const unknown = (clause: Clause): RewriteOperation[] => [{ kind: 'unknown', text: clause.text }];

/** The form wishes of a clause (several may share one: "plus court avec des emojis"). */
function flags(clause: Clause): RewriteOperation[] {
  const f = clause.folded;
  const ops: RewriteOperation[] = [];
  const removal = P.REMOVAL_WORDS.test(f);
  if (P.SHORTER.test(f)) ops.push({ kind: 'shorter' });
  else if (P.LONGER.test(f)) ops.push({ kind: 'longer' });
  if (P.EMOJIS.test(f)) ops.push({ kind: 'emojis', action: removal ? 'remove' : 'add' });
  if (P.HASHTAGS.test(f)) {
    const tags = clause.text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
    if (removal && !tags.length) ops.push({ kind: 'hashtags', action: 'remove' });
    else if (tags.length) ops.push({ kind: 'add-hashtags', tags });
    else ops.push({ kind: 'hashtags', action: 'refresh' });
  }
  if (P.TO_VOUS.test(f)) ops.push({ kind: 'register', to: 'vous' });
  else if (P.TO_TU.test(f)) ops.push({ kind: 'register', to: 'tu' });
  if (P.CASUAL.test(f)) ops.push({ kind: 'casual' });
  else if (P.FORMAL.test(f)) ops.push({ kind: 'formal' });
  if (P.CALMER.test(f)) ops.push({ kind: 'calmer' });
  else if (P.ENTHUSIASTIC.test(f)) ops.push({ kind: 'enthusiastic' });
  if (P.QUESTION.test(f)) ops.push({ kind: 'question' });
  if (P.CALL_TO_ACTION.test(f) && !P.CALMER.test(f)) {
    const means = P.MEANS_WORDS.find(([pattern]) => pattern.test(f))?.[1];
    ops.push({ kind: 'call-to-action', ...(means ? { means } : {}) });
  }
  if (P.PARAGRAPHS.test(f)) ops.push({ kind: 'paragraphs' });
  if (P.QUOTES.test(f)) ops.push({ kind: 'quotes' });
  if (P.PROOFREAD.test(f)) ops.push({ kind: 'proofread' });
  if (P.TRANSLATE.test(f)) ops.push({ kind: 'translate' });
  const tone = P.TONE_WORDS.find(([pattern]) => pattern.test(f))?.[1];
  if (tone) ops.push({ kind: 'tone', tone });
  const title = /titre\s*(?:en|par|:|a|devient|=)?\s*[«"“]\s*([^»"”]+?)\s*[»"”]/u.exec(clause.text);
  if (title) ops.push({ kind: 'title', title: title[1]! });
  else if (P.TITLE.test(f) && !ops.length) ops.push({ kind: 'title', title: '' });
  if (
    !ops.length &&
    /^(?:ajoute|mets|rajoute|indique|donne|affiche|inclu|precise)?\s*(?:l'|le |la |les |ton |ta |notre |nos |son |sa |un |une )?(?:adresse|telephone|tel\b|numero|site|lien|url|e-?mail|mail|coordonnees|courriel)/u.test(
      f,
    )
  )
    ops.push(...(contactOf(f) ?? []).map((what): RewriteOperation => ({ kind: 'contact', what })));
  if (!ops.length && P.REWORD.test(f)) ops.push({ kind: 'reword' });
  return ops;
}

/** One clause: a content operation (replace, price, date, remove, mention) or form wishes. */
function parseClause(clause: Clause): RewriteOperation[] {
  const f = clause.folded;
  for (const pattern of [REPLACE, INSTEAD, ARROW]) {
    const match = pattern.exec(f);
    if (!match) continue;
    const [from, to] =
      pattern === INSTEAD
        ? [slice(clause, match, 2), slice(clause, match, 1)]
        : [slice(clause, match, 1), slice(clause, match, 2)];
    if (pattern === REPLACE && /^(?:le |les )?(?:emoji|hashtag|#)/u.test(P.fold(from))) break;
    return replacement(clause, from, to);
  }
  const price =
    /prix|tarif|coute|€|euro/u.test(f) && !MENTION.exec(f)?.[0].trim() ? priceOf(clause) : undefined;
  if (price) return price;
  const date = dateOf(clause);
  if (date) return date;
  const removal = REMOVE.exec(f);
  if (removal && removal[0].trim()) {
    const content = unquote(clause.text.slice(removal[0].length));
    const folded = P.fold(content);
    const contact = contactOf(folded);
    if (contact && /^(?:l'|le |la |les |ton |ta |notre |nos |son |sa |mon |ma )?\S+$/u.test(folded))
      return [{ kind: 'remove', content: `contact:${contact.join(',')}` }];
    if (content && !isFormWord(folded)) return [{ kind: 'remove', content }];
  }
  const mention = MENTION.exec(f);
  if (mention && mention[0].trim()) {
    const content = unquote(clause.text.slice(mention[0].length).replace(/[.!]+$/u, ''));
    const folded = P.fold(content);
    if (content && !isFormWord(folded) && !flags({ text: content, folded }).length && !contactOf(folded))
      return [{ kind: 'mention', content }];
  }
  const quoted = /^[«"“]\s*([^»"”]+?)\s*[»"”]$/u.exec(clause.text);
  if (quoted) return [{ kind: 'mention', content: quoted[1]! }];
  const found = flags(clause);
  return found.length ? found : unknown(clause);
}

/** Splits at sentence ends, commas, "et", "puis"… outside quotes; keeps each separator for merging back. */
function clausesOf(text: string): { clause: string; separator: string }[] {
  const parts: { clause: string; separator: string }[] = [];
  const separator = /([.;!?\n]+\s*|,\s+|\s+(?:et puis|puis|ensuite|et aussi|et|mais aussi|mais)\s+)/uy;
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length;) {
    const char = text[index]!;
    if ('«“'.includes(char) || (char === '"' && !quoted)) quoted = true;
    else if ('»”'.includes(char) || (char === '"' && quoted)) quoted = false;
    separator.lastIndex = index;
    const match = !quoted && !/\d$/u.test(current) ? separator.exec(text) : null;
    if (match && !(/^[.,]/u.test(match[0]) && /^\d/u.test(text.slice(index + 1)))) {
      parts.push({ clause: current, separator: match[0] });
      current = '';
      index += match[0].length;
    } else {
      current += char;
      index += 1;
    }
  }
  parts.push({ clause: current, separator: '' });
  return parts.filter((part) => part.clause.trim());
}

const CONTENT_KINDS = new Set(['mention', 'remove', 'replace']);

/** Reads the owner's request as explicit operations, in the request's order (one of each form wish). */
export function parseRewriteRequest(raw: string): RewriteOperation[] {
  const operations: RewriteOperation[] = [];
  let previous: RewriteOperation | undefined;
  let separator = '';
  for (const part of clausesOf(raw.trim())) {
    const before = separator;
    separator = part.separator;
    const clause = part.clause;
    let text = clause.trim();
    while (POLITE.test(P.fold(text)) && P.fold(text).replace(POLITE, '') !== P.fold(text))
      text = text.slice(P.fold(text).match(POLITE)![0].length);
    text = text.slice(0, text.length - (P.fold(text).match(TRAILING_POLITE)?.[0].length ?? 0)).trim();
    if (!text) continue;
    const ops = parseClause({ text, folded: P.fold(text) });
    // "mentionne les croissants et les brioches": a clause that says nothing on its own continues the content.
    if (ops.length === 1 && ops[0]!.kind === 'unknown' && previous && CONTENT_KINDS.has(previous.kind)) {
      const joined = `${before.trim() === ',' ? ', ' : ` ${before.trim()} `}${text}`;
      if (previous.kind === 'replace') previous.to += joined;
      else if (previous.kind === 'mention' || previous.kind === 'remove') previous.content += joined;
      continue;
    }
    for (const op of ops) {
      const isFlag = !CONTENT_KINDS.has(op.kind) && op.kind !== 'unknown';
      const same = (known: RewriteOperation) =>
        op.kind === 'contact' ? JSON.stringify(known) === JSON.stringify(op) : known.kind === op.kind;
      if (isFlag && operations.some(same)) continue;
      operations.push(op);
      previous = op;
    }
  }
  return operations;
}
