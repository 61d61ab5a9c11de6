import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { PostPlatform } from '@plume/contracts/posts';
import { imposedRegister, takesEmojis } from './network-manners';
import { callToAction } from './calls-to-action';
import {
  applyPlatformRules,
  describeOperation,
  parseRewriteRequest,
  registerOf,
  TONES,
  type BrandTone,
  type Material,
  type RewriteOperation,
  type RewrittenPost,
  type WriterLimits,
  type WrittenPost,
} from '../../modules/posts/public';
import * as content from './rewrite-content-edits';
import * as edit from './rewrite-edits';
import { tutoyer, vouvoyer } from './rewrite-register';
import { TONE_FLAVOURS } from './tone-flavours';
import {
  bare,
  clip,
  fill,
  frenchTypography,
  hashSeed,
  pick,
  upperFirst,
  withStop,
} from '../../lib/text-tools';

export interface RewriteInput {
  m: Material;
  profile: BusinessProfile;
  platform: PostPlatform;
  post: WrittenPost;
  request: string;
  limits: WriterLimits;
}

const PROMO = /(promo|%|réduction|remise|offert|soldes|prix|€|gratuit)/iu;

function mentionParagraph(mention: string, index: number): string {
  const said = bare(clip(mention, 400));
  if (PROMO.test(said)) return withStop(`Bon plan à ne pas manquer : ${said}`);
  return withStop(
    pick(['À noter : {c}', 'Important : {c}', 'Bon à savoir : {c}'], index).replace('{c}', said),
  );
}

function refreshedHashtags(m: Material, post: WrittenPost, cap: number): string[] {
  const current = new Set(post.hashtags.map((tag) => tag.toLowerCase()));
  const fresh = [...m.hashtags, ...m.services.map((s) => s.name), ...m.products.map((p) => p.name), m.type];
  const unused = fresh.filter((tag) => !current.has(`#${tag.replace(/^#/, '')}`.toLowerCase()));
  return [...unused, ...post.hashtags].slice(0, Math.max(cap, 1) + 3);
}

/** Another opening of a tone, replacing the current opening when it is one of that tone's. */
function reopen(text: string, m: Material, tone: BrandTone, offset = 0): string {
  const openings = TONES[tone].openings.map((opening) => fill(opening, { name: m.name, type: m.type }));
  const unused = openings.filter((opening) => !text.includes(opening));
  const fresh = unused.length ? pick(unused, offset) : `Bonjour de la part de ${m.name} !`;
  const [first = '', ...rest] = text.split(/\n{2,}/);
  const isOpening = Object.values(TONES).some((voice) =>
    voice.openings.some((opening) => first.endsWith(fill(opening, { name: m.name, type: m.type }))),
  );
  return [fresh, ...(isOpening ? rest : [first, ...rest])].join('\n\n');
}

/** Another brand voice: that tone's opening and one of its sentences after the body. */
function retone(text: string, m: Material, tone: BrandTone): string {
  const flavour = fill(pick(TONE_FLAVOURS[tone], text.length), { name: m.name, type: m.type });
  return edit.insertAfterBody(reopen(text, m, tone), flavour);
}

interface Draft {
  title: string;
  text: string;
  hashtags: string[];
}
/** The outcome of one operation: done (with a detail) or not done (with the reason). */
type Outcome = { done: true; detail?: string } | { done: false; reason: string };

/** Applies one operation to the draft in place. */
function apply(
  op: RewriteOperation,
  draft: Draft,
  input: RewriteInput,
  context: { seed: number; register: 'tu' | 'vous' },
): Outcome {
  const { m, profile, platform } = input;
  const { seed, register } = context;
  const set = (result: content.EditResult): Outcome => {
    if ('failed' in result) return { done: false, reason: result.failed };
    draft.text = result.text;
    return { done: true, ...(result.note ? { detail: result.note } : {}) };
  };
  const change = (text: string, unchanged = 'le texte le faisait déjà'): Outcome => {
    if (text === draft.text) return { done: false, reason: unchanged };
    draft.text = text;
    return { done: true };
  };
  switch (op.kind) {
    case 'shorter':
      return change(edit.shorten(draft.text), 'le texte est déjà au plus court');
    case 'longer':
      return change(
        edit.lengthen(draft.text, m),
        'votre profil n’a pas d’autre fait que le post ne cite déjà',
      );
    case 'formal':
      return change(vouvoyer(edit.formalise(draft.text), m.name));
    case 'casual':
      return change(edit.relax(draft.text));
    case 'enthusiastic':
      return change(edit.energise(draft.text, takesEmojis(platform), seed));
    case 'calmer':
      return change(edit.calm(draft.text), 'le texte est déjà posé');
    case 'question':
      return change(content.askQuestion(draft.text, register, seed));
    case 'paragraphs':
      return change(edit.splitParagraphs(draft.text), 'le texte est déjà en paragraphes courts');
    case 'quotes':
      return change(edit.frenchQuotes(draft.text), 'le texte n’a pas de guillemets droits');
    case 'proofread':
      draft.text = frenchTypography(edit.frenchQuotes(draft.text));
      return { done: true };
    case 'reword':
      return change(reopen(draft.text, m, profile.brand_tone, seed));
    case 'translate':
      return { done: false, reason: 'le rédacteur intégré écrit uniquement en français' };
    case 'register': {
      const converted = op.to === 'tu' ? tutoyer(draft.text, m.name) : vouvoyer(draft.text, m.name);
      if (converted !== draft.text) return change(converted);
      // A text that already speaks that way, or does not address the reader, satisfies the wish as it is.
      return { done: true, detail: 'le texte l’était déjà' };
    }
    case 'emojis':
      return change(
        op.action === 'add'
          ? edit.addEmojis(draft.text, [...TONES[profile.brand_tone].emojis, '✨', '👉', '💬'])
          : edit.removeEmojis(draft.text),
        op.action === 'add' ? 'le texte en a déjà' : 'le texte n’en a pas',
      );
    case 'hashtags':
      if (op.action === 'remove') {
        if (!draft.hashtags.length) return { done: false, reason: 'le post n’en a pas' };
        draft.hashtags = [];
      } else draft.hashtags = refreshedHashtags(m, draft, draft.hashtags.length);
      return { done: true };
    case 'add-hashtags':
      draft.hashtags = [...op.tags, ...draft.hashtags];
      return { done: true };
    case 'tone':
      return change(retone(draft.text, m, op.tone));
    case 'title':
      if (!op.title) return { done: false, reason: 'écrivez le nouveau titre entre guillemets' };
      draft.title = upperFirst(op.title);
      return { done: true };
    case 'mention':
      return change(edit.insertAfterBody(draft.text, mentionParagraph(op.content, seed)));
    case 'remove':
      return op.content.startsWith('contact:')
        ? set(content.removeContact(draft.text, m, op.content.slice(8).split(',') as never))
        : set(content.removeSentences(draft.text, op.content));
    case 'replace':
      return set(content.replaceWords(draft.text, op.from, op.to));
    case 'price':
      return set(content.changePrice(draft.text, op));
    case 'date':
      return set(content.changeDate(draft.text, op));
    case 'call-to-action': {
      const call = op.wording
        ? op.wording
        : op.means
          ? content.callForMeans(m, op.means, register)
          : callToAction(profile.business_objective, register, seed + draft.text.length);
      if (!call) return { done: false, reason: 'votre profil n’indique pas ce moyen de contact' };
      return change(content.replaceCall(draft.text, call));
    }
    case 'contact':
      return set(content.addContact(draft.text, m, op.what, takesEmojis(platform)));
    case 'unknown':
      return { done: false, reason: 'demande non comprise' };
  }
}

/** The order operations apply in, whatever the request's: the words first, the length before additions (so a
 * shortening never drops what was just added), the register before the sentences written in it, the form last. */
const ORDER: RewriteOperation['kind'][] = [
  'replace',
  'price',
  'date',
  'remove',
  'translate',
  'unknown',
  'register',
  'shorter',
  'longer',
  'reword',
  'tone',
  'formal',
  'casual',
  'enthusiastic',
  'calmer',
  'mention',
  'question',
  'call-to-action',
  'contact',
  'emojis',
  'paragraphs',
  'quotes',
  'proofread',
  'hashtags',
  'add-hashtags',
  'title',
];

/**
 * Applies the owner's request as explicit operations, and says which were done and which were not
 * (with the reason). Prices and dates change only when an operation asks for it.
 */
export function rewritePost(input: RewriteInput): RewrittenPost {
  const { m, profile, platform, post, limits } = input;
  const operations = parseRewriteRequest(input.request);
  const ordered = [...operations].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const asked = operations.find((op) => op.kind === 'register');
  const formal = operations.some((op) => op.kind === 'formal');
  // Sentences the rewrite adds speak the asked register, else the post's own (the brand's when it has none).
  const brand = (imposedRegister(platform) ?? TONES[profile.brand_tone].register) === 'tu' ? 'tu' : 'vous';
  const register = asked?.kind === 'register' ? asked.to : formal ? 'vous' : registerOf(post.text, brand);
  const draft: Draft = { title: post.title, text: post.text, hashtags: [...post.hashtags] };
  const seed = hashSeed(input.request, post.text);
  const done: string[] = [];
  const notDone: string[] = [];
  for (const op of ordered) {
    const outcome = apply(op, draft, input, { seed, register });
    const label = describeOperation(op);
    if (outcome.done) done.push(outcome.detail ? `${label.done} (${outcome.detail})` : label.done);
    else notDone.push(`${label.todo} (${outcome.reason})`);
  }
  // Nothing done: the post comes back as it was (no typography touch-up posing as a change).
  if (!done.length) return { ...post, done, notDone };
  const fitted = applyPlatformRules(
    { ...draft, text: frenchTypography(draft.text).replace(/[ \u00a0]+\u00a0/gu, '\u00a0') },
    platform,
    limits,
    m.name,
  );
  return { ...fitted, done, notDone };
}
