import type { PostPlatform } from '@plume/contracts/posts';
import { mediaRefusal, type FitMedium } from './media-fit';
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

interface Candidate {
  slot: number;
  unit: number;
  score: number;
}

/** The subject words of a unit: its media's titles and the owner's words about them. */
const unitWords = (unit: readonly MonthMedium[]) =>
  subjectWords(unit.map((medium) => `${medium.title ?? ''} ${medium.context ?? ''}`).join(' '));

/**
 * Media ids for each slot, in the slots' order; an empty list means the post will need an image.
 * 1. A unit goes first to the post whose subject (`topics`, the planned post's words) shares the most words
 *    with its titles and contexts, Instagram first on a tie (it cannot publish without a visual);
 * 2. the units no subject matched go to the posts left, least used first, so the month's library is used;
 * 3. a post still without one reuses a unit already planned on another network for the same subject (never
 *    twice on the same network), before being left « Image requise ».
 */
export function assignMedia(
  slots: readonly { platform: PostPlatform }[],
  media: readonly MonthMedium[],
  topics: readonly string[] = [],
): string[][] {
  const units = mediaUnits(media);
  const words = units.map(unitWords);
  const topicWords = slots.map((_, index) => subjectWords(topics[index] ?? ''));
  const fits = (slot: number, unit: number) => mediaRefusal(slots[slot]!.platform, units[unit]!) === null;
  const instagramFirst = (slot: number) => Number(slots[slot]!.platform !== 'instagram');
  const unitOf: Array<number | undefined> = slots.map(() => undefined);
  const usedUnits = new Set<number>();

  const matches: Candidate[] = [];
  topicWords.forEach((topic, slot) =>
    words.forEach((unit, index) => {
      const score = sharedWords(topic, unit);
      if (score > 0 && fits(slot, index)) matches.push({ slot, unit: index, score });
    }),
  );
  matches.sort(
    (a, b) =>
      b.score - a.score ||
      instagramFirst(a.slot) - instagramFirst(b.slot) ||
      a.unit - b.unit ||
      a.slot - b.slot,
  );
  for (const { slot, unit } of matches) {
    if (unitOf[slot] !== undefined || usedUnits.has(unit)) continue;
    unitOf[slot] = unit;
    usedUnits.add(unit);
  }

  const order = slots.map((_, index) => index).sort((a, b) => instagramFirst(a) - instagramFirst(b) || a - b);
  for (const slot of order) {
    if (unitOf[slot] !== undefined) continue;
    const unit = units.findIndex((_, index) => !usedUnits.has(index) && fits(slot, index));
    if (unit < 0) continue;
    unitOf[slot] = unit;
    usedUnits.add(unit);
  }

  const onNetwork = (platform: PostPlatform, unit: number) =>
    unitOf.some((u, index) => u === unit && slots[index]!.platform === platform);
  for (const slot of order) {
    if (unitOf[slot] !== undefined) continue;
    const { platform } = slots[slot]!;
    const reuse = [...usedUnits]
      .filter((unit) => !onNetwork(platform, unit) && fits(slot, unit))
      .map((unit) => ({ unit, score: sharedWords(topicWords[slot]!, words[unit]!) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.unit - b.unit)[0];
    if (reuse) unitOf[slot] = reuse.unit;
  }
  return unitOf.map((unit) => (unit === undefined ? [] : units[unit]!.map((medium) => medium.id)));
}
