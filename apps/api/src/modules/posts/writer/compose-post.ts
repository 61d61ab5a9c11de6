import type { BusinessProfile } from '@plume/contracts/business-profile';
import type { PostPlatform } from '@plume/contracts/posts';
import { callToAction, contactLine } from './calls-to-action';
import type { AngleText } from './angles';
import type { Material } from './material';
import type { PlanEntry } from './month-plan';
import { junkHashtags } from '../quality/hashtag-checks';
import { toHashtag } from './hashtags';
import { applyPlatformRules } from './platform-rules';
import { toTutoiement, toVouvoiement } from './register';
import { seasonalHookFor } from './seasonal-hooks';
import { TONE_FLAVOURS } from './tone-flavours';
import { TONES } from './tones';
import { bare, clip, fill, frenchTypography, pick, sentenceOf, upperFirst, withStop } from './text-tools';
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

const NOTE_LEADS = ['À noter :', 'Bon à savoir :', 'C’est noté dans vos agendas ?'];
const REMINDER_LEADS = ['Petit rappel :', 'Pour mémoire :', 'Rappel pratique :'];
/** The owner's words about the attached photo, every other post; never the file or library title. */
function mediaLine(m: Material, slot: PostSlot, index: number): string {
  const first = slot.mediaIds.map((id) => m.media.get(id)).find((medium) => medium !== undefined);
  if (!first?.context || index % 2 !== 0) return '';
  return sentenceOf(first.context, 200);
}

function bodyOf(input: ComposeInput): AngleText {
  const { entry, m } = input;
  if (entry.kind === 'angle') return entry.angle.write(m, entry.n, entry.item);
  const title = bare(entry.note.title || clip(entry.note.content, 80));
  // The note's facts are told in the owner's own sentence, never behind its title ("Info : Fermeture.").
  const lead = pick(entry.reminder ? REMINDER_LEADS : NOTE_LEADS, entry.n + input.index);
  const content = withStop(clip(entry.note.content || entry.note.title, 600));
  return { subject: title, body: [`${lead} ${content}`] };
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
  const hook = input.entry.hook !== undefined ? input.entry.hook : seasonalHookFor(slot.date, m.type);
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
    index % 2 === 0
      ? fill(pick(tone.closings, closing), values) + (emoji(2) ? ` ${emoji(2).trim()}` : '')
      : '',
    index % objectiveReach === 0 ? contactLine(m, vary, withEmojis) : '',
  ];
  let text = paragraphs.filter(Boolean).join('\n\n');
  if (tone.register === 'tu' && !professional) text = toTutoiement(text);
  if (tone.register === 'tu' && professional) text = toVouvoiement(text);

  const titleSubject = upperFirst(subject);
  const title = useHook
    ? `${hook.label} : ${titleSubject}`
    : upperFirst(fill(pick(tone.titles, vary), { subject: titleSubject }));
  const candidates = [
    ...(useHook ? [hook.hashtag] : []),
    ...(tag ? [tag] : []),
    ...rotate(m.hashtags, index),
    m.type,
    m.name,
    profile.business_type,
  ];
  // Tags are checked one by one as candidates: a common word or a person's first name is never kept.
  const hashtags = candidates.filter((candidate) => {
    const tag = toHashtag(candidate);
    return tag !== null && junkHashtags([tag], m.founder ? [m.founder] : []).length === 0;
  });
  return applyPlatformRules(
    { title: frenchTypography(title), text: frenchTypography(text), hashtags },
    slot.platform as PostPlatform,
    limits,
    m.name,
  );
}

const rotate = <T>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]!);
