import type { BusinessProfile } from '@plume/contracts/business-profile';
import { imposedRegister, layoutOf, openingMax, takesEmojis } from './network-manners';
import {
  applyPlatformRules,
  normaliseHashtags,
  RESERVE_ANGLES,
  sayIn,
  seasonalHookFor,
  SIGN_OFFS,
  TONES,
  type Angle,
  type AngleText,
  type Material,
  type PlanEntry,
  type PostSlot,
  type Say,
  type WriterLimits,
  type WrittenPost,
} from '../../modules/posts/public';
import { actionCalls, communityCalls } from './calls-to-action';
import { closedOn } from './closures';
import { postHashtags } from './post-hashtags';
import type { MonthMemory } from './month-memory';
import { notePost } from './note-post';
import { fill, frenchTypography, lowerFirst, pick, upperFirst } from '../../lib/text-tools';
import { foldAccents as fold } from '../../lib/french-text';

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
  /** What the month's earlier posts said. */
  memory: MonthMemory;
  /** Every angle the facts allow, for when the planned one has nothing new to say. */
  angles: Angle[];
}

/** Instagram folds the text after about 125 characters: the first line must hook before. */
const rotate = <T>(items: readonly T[], by: number) =>
  items.map((_, i) => items[(((i + by) % items.length) + items.length) % items.length]!);
const longDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayLabel = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return longDay.format(new Date(Date.UTC(year, month - 1, day))).replace(/^(\p{L}+) 1 /u, '$1 1er ');
};

/** The fact of the post: the planned note or angle, or, when it has nothing new to say this month, the next
 * angle that has; the opening is the first candidate no earlier post of the month opened with. */
function factOf(input: ComposeInput, say: Say): { text: AngleText; opening: string; key: string } | null {
  const { entry, m, memory, seed, slot } = input;
  const tries: { key: string; write: () => AngleText | null }[] = [];
  if (entry.kind === 'note')
    tries.push({ key: 'note', write: () => notePost(entry.note, entry.reminder, say) });
  const planned = entry.kind === 'angle' ? [entry.angle] : [];
  // When the facts' angles have nothing new, who the business is and a question to the followers remain.
  const others = [...input.angles, ...RESERVE_ANGLES.filter((angle) => !input.angles.includes(angle))]
    .filter((angle) => !planned.includes(angle))
    .sort((a, b) => (memory.angleUses.get(a.key) ?? 0) - (memory.angleUses.get(b.key) ?? 0));
  // On a day a note says the business is closed, no post tells where to come.
  const closed = closedOn(m.notes, slot.date);
  for (const angle of [...planned, ...others]) {
    if (closed && angle.key === 'visit') continue;
    const n = memory.angleUses.get(angle.key) ?? 0;
    // The planned angle speaks of the planned fact (the photo was matched to it); a fallback takes the next.
    const item = entry.kind === 'angle' && angle === entry.angle ? entry.item : n + (seed % 7);
    tries.push({ key: angle.key, write: () => angle.write({ m, say, n, item, date: slot.date }) });
  }
  // A dense month (daily, several networks) that used up everything: an offer is told once more, in words
  // no earlier post used, rather than a date-only line.
  for (const angle of others.filter((a) => a.key === 'product' || a.key === 'service')) {
    const n = memory.angleUses.get(angle.key) ?? 0;
    tries.push({
      key: angle.key,
      write: () => angle.write({ m, say, n: 0, item: n + (seed % 7), date: slot.date }),
    });
  }
  for (const attempt of tries) {
    const text = attempt.write();
    if (!text?.openings.length) continue;
    const fits = (line: string) => line.length <= openingMax(slot.platform);
    const own = rotate(text.openings.filter(fits), input.index);
    const dated = own
      // A line that starts with a name keeps its capital: it takes no date before it.
      .filter((line) => !/^[«À]/u.test(line) && !/\s:\s/u.test(line) && !line.startsWith(m.name))
      .map((line) => `${upperFirst(dayLabel(slot.date))} : ${lowerFirst(line)}`)
      .filter(fits);
    const opening = memory.pickOpening([...own, ...dated]);
    if (opening) return { text, opening, key: attempt.key };
  }
  return null;
}

/** True when most of a sentence's words are already in the opening (a price or detail told twice). A sentence
 * with a figure the opening lacks (the product's price) still has something to tell. */
function toldIn(opening: string, sentence: string): boolean {
  const words = fold(sentence).match(/\p{L}{4,}|\d+(?:,\d+)?/gu) ?? [];
  const said = fold(opening);
  if (words.some((word) => /\d/u.test(word) && !said.includes(word))) return false;
  return words.length > 0 && words.filter((word) => said.includes(word)).length / words.length >= 0.6;
}

/**
 * One post around one fact: an opening on that fact, the fact told (price beside its product, a note retold),
 * the seasonal moment now and then, the owner's words about the photo, a call to action the business can
 * honour, a sign-off now and then, the link as the platform wants it. Written in the profile's register.
 */
export function composePost(input: ComposeInput): WrittenPost {
  const { m, profile, slot, index, seed, limits, memory } = input;
  const tone = TONES[profile.brand_tone];
  const platform = slot.platform;
  const say = sayIn(imposedRegister(platform) ?? tone.register);
  const vary = seed + index;
  const values = { name: m.name, type: m.type };

  // The plan's moment of the calendar for this trade (no galette for a garage).
  const hook = input.entry.hook !== undefined ? input.entry.hook : seasonalHookFor(slot.date, m.type);
  const hookUse = hook ? (input.hookUses.get(hook.key) ?? 0) : 0;
  if (hook) input.hookUses.set(hook.key, hookUse + 1);
  const useHook = hook !== null && hookUse % 2 === 0 && !/soldes/u.test(hook.key);

  const fact = factOf(input, say);
  const text: AngleText = fact?.text ?? { subject: m.name, tags: [], openings: [], body: [], invite: true };
  const opening = fact?.opening ?? `${upperFirst(dayLabel(slot.date))} chez ${m.name}.`;
  if (fact && fact.key !== 'note') memory.angleUses.set(fact.key, (memory.angleUses.get(fact.key) ?? 0) + 1);

  const body = text.body
    .filter((group) => group.length && !group.some((sentence) => toldIn(opening, sentence)))
    .map((group) => memory.pick(rotate(group, vary)))
    .filter((line): line is string => Boolean(line));
  const medium = slot.mediaIds.map((id) => m.media.get(id)).find((found) => found?.context);
  const media =
    medium && index % 2 === 0
      ? memory.pick([upperFirst(medium.context.trim()).replace(/([^.!?…])$/u, '$1.')])
      : null;

  const objective = profile.business_objective;
  // Conversion asks for an action the business can honour, communauté for a reaction, équilibre alternates
  // (and takes the other kind when the first has nothing fresh left); a question already asks.
  // On a day a note says the business is closed, nobody is invited to come, book or order.
  const invite = text.invite && input.entry.openDay !== false && !closedOn(m.notes, slot.date);
  const actions =
    invite && objective !== 'communaute'
      ? rotate(actionCalls(m, say, text.offer), vary).filter(
          // A call that repeats the address (or anything) the post already gave is left out.
          (call) => !toldIn(opening, call) && !body.some((line) => toldIn(line, call)),
        )
      : [];
  const reactions = objective !== 'conversion' ? rotate(communityCalls(say), vary) : [];
  const calls =
    objective === 'equilibre' && index % 2 === 1 ? [...reactions, ...actions] : [...actions, ...reactions];
  const call = text.ask ? null : memory.pick(calls, { call: true });

  const website = m.contact.website;
  const layout = layoutOf(platform);
  const link = !website
    ? null
    : layout.link === 'bio'
      ? index % 2 === 0
        ? memory.pick(
            rotate(
              [
                'Infos et contact : lien en bio.',
                'Tous les détails : lien en bio.',
                'Le lien est dans la bio.',
                'Plus d’infos via le lien en bio.',
                say('Retrouvez-nous via le lien en bio.', 'Retrouve-nous via le lien en bio.'),
              ],
              vary,
            ),
          )
        : null
      : website;
  const signOff =
    index % 3 === 0
      ? memory.pick(
          rotate(
            SIGN_OFFS[profile.brand_tone].map(([vous, tu]) => fill(say(vous, tu), values)),
            vary,
          ),
        )
      : null;

  const emojis = takesEmojis(platform) && tone.emojiBudget > 0;
  const emoji = (n: number) =>
    emojis && n < Math.min(3, tone.emojiBudget) ? `${pick(tone.emojis, vary + n)} ` : '';
  const told = layout.shortParagraphs ? body : [body.join(' ')];
  // A closure is no party: its opening carries no emoji.
  const sober = fact?.key === 'note' && !text.invite;
  const paragraphs = [
    (sober ? '' : emoji(0)) + opening,
    ...told,
    media ?? '',
    call ? emoji(1) + call : '',
    link && layout.link === 'line' ? `${emojis ? '🌐 ' : ''}${link}` : '',
    link && layout.link === 'bio' ? link : '',
    signOff ?? '',
    link && layout.link === 'end' ? link : '',
  ].filter((paragraph) => paragraph.trim());

  const subject = upperFirst(text.subject);
  const written = paragraphs.join('\n\n');
  // The moment names the title only when the post speaks of it (a note on the bûches in December).
  const moment = useHook && fold(`${subject} ${written}`).includes(fold(hook.label).split(/[\s’']/u)[0]!);
  // A note or a question keeps its plain subject; the tone shapes the other titles.
  const plain = fact?.key === 'note' || text.ask;
  const title = moment
    ? `${hook.label} : ${subject}`
    : plain
      ? subject
      : upperFirst(fill(pick(tone.titles, vary), { subject }));
  const post = applyPlatformRules(
    {
      title: frenchTypography(title),
      text: frenchTypography(written),
      // The network's measure (Instagram's six), whatever the owner's cap allows.
      hashtags: normaliseHashtags(
        postHashtags(m, text.tags, useHook ? hook.hashtag : null, index, written),
        layout.hashtagsWritten,
      ),
    },
    platform,
    limits,
    m.name,
  );
  memory.remember(post.text, call);
  return post;
}
