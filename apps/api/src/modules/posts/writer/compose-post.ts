import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { PostPlatform } from '@plume/contracts/posts';
import { callToAction, contactLine } from './calls-to-action';
import type { AngleText } from './angles';
import type { Material } from './material';
import type { PlanEntry } from './month-plan';
import { applyPlatformRules } from './platform-rules';
import { toTutoiement, toVouvoiement } from './register';
import { seasonalHookFor } from './seasonal-hooks';
import { TONE_FLAVOURS } from './tone-flavours';
import { TONES } from './tones';
import { bare, clip, fill, pick, sentenceOf, upperFirst } from './text-tools';
import type { PostSlot, WriterLimits, WrittenPost } from './writer.port';

export interface ComposeInput {
  m: Material;
  profile: BusinessProfile;
  slot: PostSlot;
  index: number;
  seed: number;
  entry: PlanEntry;
  limits: WriterLimits;
  /** How many posts of the month fell in each seasonal moment so far. */
  hookUses: Map<string, number>;
}

const NOTE_LEADS = [
  'Info importante : {title}.',
  'À noter ce mois-ci : {title}.',
  'On a une nouvelle à partager : {title}.',
];
const REMINDER_LEADS = [
  'Petit rappel : {title}.',
  'On vous le rappelle : {title}.',
  'Dernière chance de le lire ici : {title}.',
];
const MEDIA_LEADS = [
  'Sur la photo : {title}.',
  'En image : {title}.',
  'Ce que vous voyez ici : {title}.',
  'À l’image : {title}.',
];

function mediaLine(m: Material, slot: PostSlot, index: number): string {
  const media = slot.mediaIds.map((id) => m.media.get(id)).filter((medium) => medium !== undefined);
  const first = media[0];
  if (!first) return '';
  const lead = first.title ? fill(pick(MEDIA_LEADS, index), { title: bare(clip(first.title, 100)) }) : '';
  const more =
    media.length > 1
      ? ` Et ${media.length - 1} autre${media.length > 2 ? 's' : ''} à découvrir en faisant défiler.`
      : '';
  // The context is told every other time: a medium attached to several posts does not repeat its caption.
  const context = index % 2 === 0 || !lead ? first.context && sentenceOf(first.context, 200) : '';
  return [lead, context].filter(Boolean).join(' ') + more;
}

function bodyOf(input: ComposeInput): AngleText {
  const { entry, m } = input;
  if (entry.kind === 'angle') return entry.angle.write(m, entry.n, entry.item);
  const title = bare(entry.note.title || clip(entry.note.content, 80));
  const lead = fill(pick(entry.reminder ? REMINDER_LEADS : NOTE_LEADS, entry.n + input.index), { title });
  const content =
    entry.note.content && entry.note.content !== entry.note.title ? clip(entry.note.content, 600) : '';
  return { subject: title, tag: title, body: [lead, content].filter(Boolean) };
}

/** One post: the tone's opening, the seasonal hook of the day, the planned angle or note, the slot's media,
 * a call to action matching the objective, the tone's sign-off and rotating contact details. */
export function composePost(input: ComposeInput): WrittenPost {
  const { m, profile, slot, index, seed, limits } = input;
  const tone = TONES[profile.brand_tone];
  const professional = slot.platform === 'linkedin';
  const withEmojis = tone.emojiBudget > 0 && !professional;
  const vary = seed + index;
  // The recurring parts turn at different speeds, so that no two posts of a month share all of them: the
  // opening changes every post, the call to action every `openings` posts, the sign-off at each full turn.
  const turn = Math.floor(index / tone.openings.length);
  const closing = seed + index + Math.floor(index / (tone.openings.length * 6));
  const values = { name: m.name, type: m.type };
  const hook = seasonalHookFor(slot.date);
  // Every other post within a moment's window speaks of it, starting with the first one.
  const hookUse = hook ? (input.hookUses.get(hook.key) ?? 0) : 0;
  if (hook) input.hookUses.set(hook.key, hookUse + 1);
  const useHook = hook !== null && hookUse % 2 === 0;
  const { subject, body, tag } = bodyOf(input);

  const emoji = (n: number) => (withEmojis && n < tone.emojiBudget ? `${pick(tone.emojis, vary + n)} ` : '');
  const objectiveReach = { conversion: 1, equilibre: 2, communaute: 3 }[profile.business_objective];
  const paragraphs = [
    emoji(0) + fill(pick(tone.openings, vary + Math.floor(index / 20)), values),
    useHook ? fill(pick(hook.lines, vary), values) : '',
    `${body.join(' ')} ${fill(pick(TONE_FLAVOURS[profile.brand_tone], seed + index + Math.floor(index / 5)), values)}`,
    mediaLine(m, slot, vary + turn),
    emoji(1) + callToAction(profile.business_objective, 'vous', seed + turn + index),
    fill(pick(tone.closings, closing), values) + (emoji(2) ? ` ${emoji(2).trim()}` : ''),
    index % objectiveReach === 0 ? contactLine(m, vary, withEmojis) : '',
  ];
  let text = paragraphs.filter(Boolean).join('\n\n');
  if (tone.register === 'tu' && !professional) text = toTutoiement(text);
  if (tone.register === 'tu' && professional) text = toVouvoiement(text);

  const titleSubject = upperFirst(subject);
  const title = useHook
    ? `${hook.label} : ${titleSubject}`
    : upperFirst(fill(pick(tone.titles, vary), { subject: titleSubject }));
  const hashtags = [
    ...(useHook ? [hook.hashtag] : []),
    ...(tag ? [tag] : []),
    ...rotate(m.hashtags, index),
    m.type,
    m.name,
    profile.business_type,
  ];
  return applyPlatformRules({ title, text, hashtags }, slot.platform as PostPlatform, limits, m.name);
}

const rotate = <T>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]!);
