import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { PostPlatform } from '@plume/contracts/posts';
import { callToAction } from './calls-to-action';
import type { Material } from './material';
import { applyPlatformRules } from './platform-rules';
import { toTutoiement, toVouvoiement } from './register';
import { isUnderstood, parseRewriteRequest } from './rewrite-request';
import * as edit from './rewrite-edits';
import { TONE_FLAVOURS } from './tone-flavours';
import { TONES, type BrandTone } from './tones';
import { bare, clip, fill, pick, upperFirst, withStop } from './text-tools';
import type { WriterLimits, WrittenPost } from './writer.port';

export interface RewriteInput {
  m: Material;
  profile: BusinessProfile;
  platform: PostPlatform;
  post: WrittenPost;
  request: string;
  limits: WriterLimits;
}

const PROMO = /(promo|%|réduction|remise|offert|soldes|prix|€|gratuit)/iu;
const IMPERATIVE_LEAD = /^(?:peux-tu|pouvez-vous|merci de|stp|svp|s'il te plaît|s'il vous plaît)\s*/iu;

function mentionParagraph(mention: string, index: number): string {
  const content = bare(clip(mention, 400));
  if (PROMO.test(content)) return withStop(`Bon plan à ne pas manquer : ${content}`);
  return withStop(
    pick(['À noter : {c}', 'Important : {c}', 'Bon à savoir : {c}'], index).replace('{c}', content),
  );
}

/** An English version written from the facts (the offline writer does not translate free text). */
function englishPost(m: Material, post: WrittenPost, mentions: string[]): WrittenPost {
  const offers = [...m.services, ...m.products].slice(0, 3).map((offer) => offer.name);
  const { website, email, coordinates } = m.contact;
  const text = [
    `Hello from ${m.name}!`,
    offers.length
      ? `What we love sharing with you: ${offers.join(', ')}.`
      : 'We are always happy to see you.',
    ...mentions.map((mention) => `Don't miss it: ${bare(mention)}.`),
    'Come and see us, or send us a message: we look forward to hearing from you.',
    [coordinates, website || email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  return { title: `News from ${m.name}`, text: text.join('\n\n'), hashtags: post.hashtags };
}

function refreshedHashtags(m: Material, post: WrittenPost, cap: number): string[] {
  const current = new Set(post.hashtags.map((tag) => tag.toLowerCase()));
  const fresh = [
    ...m.hashtags,
    ...m.services.map((s) => s.name),
    ...m.products.map((p) => p.name),
    m.type,
    m.name,
  ];
  const unused = fresh.filter((tag) => !current.has(`#${tag.replace(/^#/, '')}`.toLowerCase()));
  return [...unused, ...post.hashtags].slice(0, Math.max(cap, 1) + 3);
}

/** Applies the owner's request to a post: every understood instruction is carried out; a request that is not
 * understood is worked into the text as content, so the preview always differs from the original. */
export function rewritePost(input: RewriteInput): WrittenPost {
  const { m, profile, platform, post, limits } = input;
  const request = input.request.trim();
  const wish = parseRewriteRequest(request);
  const fit = (result: WrittenPost) => applyPlatformRules(result, platform, limits, m.name);
  if (wish.english) return fit(englishPost(m, post, wish.mentions));

  const palette = [...TONES[profile.brand_tone].emojis, '✨', '👉', '💬'];
  let { title, text } = post;
  let hashtags = [...post.hashtags];
  if (wish.register === 'tu') text = toTutoiement(text);
  if (wish.register === 'vous') text = toVouvoiement(text);
  if (wish.formality === 'formal') text = toVouvoiement(edit.formalise(text));
  if (wish.formality === 'casual') text = edit.relax(text);
  if (wish.energy) text = edit.energise(text, platform !== 'linkedin');
  if (wish.length === 'shorter') text = edit.shorten(text);
  if (wish.length === 'longer') text = edit.lengthen(text, m);
  wish.mentions.forEach(
    (mention, index) => (text = edit.insertAfterBody(text, mentionParagraph(mention, index))),
  );
  if (wish.question)
    text = edit.insertAfterBody(text, 'Et vous, qu’en pensez-vous ? Dites-le-nous en commentaire.');
  if (wish.callToAction) {
    text = edit.insertAfterBody(text, `👉 ${callToAction(profile.business_objective, 'vous', text.length)}`);
  }
  if (wish.tone) text = retone(text, m, wish.tone);
  if (wish.emojis === 'add') text = edit.addEmojis(text, palette);
  if (wish.emojis === 'remove' || wish.formality === 'formal') text = edit.removeEmojis(text);
  if (wish.hashtags === 'remove') hashtags = [];
  if (wish.hashtags === 'refresh') hashtags = refreshedHashtags(m, post, post.hashtags.length);
  if (wish.addHashtags.length) hashtags = [...wish.addHashtags, ...hashtags];
  if (wish.title) title = upperFirst(wish.title);
  if (wish.reword) text = reopen(text, m, profile.brand_tone, 1);
  if (!isUnderstood(wish)) {
    text = edit.insertAfterBody(text, mentionParagraph(request.replace(IMPERATIVE_LEAD, ''), 0));
  }
  const toneSaysTu = TONES[profile.brand_tone].register === 'tu' && platform !== 'linkedin';
  if (wish.register === 'tu' || (toneSaysTu && !wish.register && wish.formality !== 'formal')) {
    text = toTutoiement(text);
  }

  const result = fit({ title, text, hashtags });
  const unchanged =
    result.text === post.text && result.title === post.title && sameTags(result.hashtags, post.hashtags);
  if (!unchanged) return result;
  // A request already satisfied (e.g. "sans emojis" on a text without any) still gives a visible revision.
  return fit({ ...result, text: reopen(result.text, m, profile.brand_tone) });
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

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
