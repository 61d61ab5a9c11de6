import { networkDescription } from '@plume/contracts/networks';
import type { PostPlatform } from '@plume/contracts/posts';
import { mediaRefusal, type FitMedium } from './media-fit';
import { createMediaBoard } from './media-spread';
import { sharedWords, subjectWords } from './media-words';

/** A medium of the month's library, as the assignment sees it. */
export interface MonthMedium extends FitMedium {
  id: string;
  carouselId: string | null;
  usedInPosts: number;
  createdAt: Date;
  /** The library title and the owner's words about the medium, matched against the posts' subjects. */
  title?: string;
  context?: string;
}

/** The month's media as publishable units: a library carousel stays together, other media go alone. */
export function mediaUnits(media: readonly MonthMedium[]): MonthMedium[][] {
  const sorted = [...media].sort(
    (a, b) => a.usedInPosts - b.usedInPosts || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const carousels = new Map<string, MonthMedium[]>();
  const units: MonthMedium[][] = [];
  for (const medium of sorted) {
    if (!medium.carouselId) {
      units.push([medium]);
      continue;
    }
    const existing = carousels.get(medium.carouselId);
    if (existing) existing.push(medium);
    else {
      const unit = [medium];
      carousels.set(medium.carouselId, unit);
      units.push(unit);
    }
  }
  return units;
}

/** A slot as the assignment sees it: its network, and its local date when known (same-day pairing). */
export interface AssignSlot {
  platform: PostPlatform;
  date?: string;
}

/** The subject words of a unit: its media's titles and the owner's words about them. */
const unitWords = (unit: readonly MonthMedium[]) =>
  subjectWords(unit.map((medium) => `${medium.title ?? ''} ${medium.context ?? ''}`).join(' '));

/** Two planned posts speak of the same subject: the same note or angle, or most of their words in common. */
function sameSubject(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  return sharedWords(a, b) >= 0.6 * Math.max(a.size, b.size);
}

/**
 * Media ids for each slot, in the slots' order (chronological); an empty list means the post needs an image.
 * A unit (a photo, a video, a library carousel) is used on a network at most as often as the library's size
 * requires (ceil(posts of that network / units it can take)) and never on two consecutive posts of that network:
 * 1. a unit goes first to the posts whose subject (`topics`, the planned post's words) shares words with its
 *    titles and contexts, strongest match first, Instagram first on a tie (it cannot publish without a visual);
 *    among a post's equally matching units, the one its same-day partner carries, else the least used;
 * 2. every post left takes, network by network (Instagram first), the unit that the same day's post of the same
 *    subject on another network carries, or else the unit least used on its network, least recently used first;
 * 3. only a post for which no unit is left under these rules stays « Image requise ».
 */
export function assignMedia(
  slots: readonly AssignSlot[],
  media: readonly MonthMedium[],
  topics: readonly string[] = [],
): string[][] {
  const units = mediaUnits(media);
  const words = units.map(unitWords);
  const topicWords = slots.map((_, index) => subjectWords(topics[index] ?? ''));
  const board = createMediaBoard(
    slots.map((slot) => slot.platform),
    (unit, platform) => mediaRefusal(platform, units[unit]!) === null,
    units.length,
  );
  const { unitOf } = board;
  // Networks that cannot publish without a medium (Instagram) choose first.
  const mediaOptional = (platform: PostPlatform) =>
    Number(!networkDescription(platform).capabilities.mediaRequired);
  const optionalLast = (slot: number) => mediaOptional(slots[slot]!.platform);

  // The unit the same day's post of the same subject carries on another network, if any.
  const partnerUnit = (slot: number) => {
    const { date, platform } = slots[slot]!;
    const partner = slots.findIndex(
      (other, index) =>
        date !== undefined &&
        other.date === date &&
        other.platform !== platform &&
        unitOf[index] !== undefined &&
        sameSubject(topicWords[index]!, topicWords[slot]!),
    );
    return partner >= 0 ? unitOf[partner]! : -1;
  };
  // Each post's best-matching units; the posts with the strongest match choose first.
  const matches = topicWords
    .map((topic, slot) => {
      const scores = words.map((unit) => sharedWords(topic, unit));
      const score = Math.max(0, ...scores);
      return { slot, score, units: scores.flatMap((value, unit) => (value === score ? [unit] : [])) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || optionalLast(a.slot) - optionalLast(b.slot) || a.slot - b.slot);
  for (const { slot, units: best } of matches) board.placeMatch(slot, best, partnerUnit(slot));

  const networks = board.networks().sort((a, b) => mediaOptional(a) - mediaOptional(b));
  for (const platform of networks) board.fill(platform, partnerUnit);
  return unitOf.map((unit) => (unit === undefined ? [] : units[unit]!.map((medium) => medium.id)));
}
