import type { PostPlatform } from '@plume/contracts/posts';
import { mediaRefusal, type FitMedium } from './media-fit';

/** A medium of the month's library, as the assignment sees it. */
export interface MonthMedium extends FitMedium {
  id: string;
  carouselId: string | null;
  usedInPosts: number;
  createdAt: Date;
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

/**
 * Media ids for each slot, in the slots' order; an empty list means the post will need an image. Unused
 * media go first; Instagram slots choose first because Instagram cannot publish without a visual.
 */
export function assignMedia(
  slots: readonly { platform: PostPlatform }[],
  media: readonly MonthMedium[],
): string[][] {
  const free = mediaUnits(media);
  const result: string[][] = slots.map(() => []);
  const order = slots
    .map((slot, index) => ({ slot, index }))
    .sort((a, b) => Number(b.slot.platform === 'instagram') - Number(a.slot.platform === 'instagram'));
  for (const { slot, index } of order) {
    const position = free.findIndex((unit) => mediaRefusal(slot.platform, unit) === null);
    if (position < 0) continue;
    const [unit] = free.splice(position, 1);
    result[index] = (unit ?? []).map((medium) => medium.id);
  }
  return result;
}
