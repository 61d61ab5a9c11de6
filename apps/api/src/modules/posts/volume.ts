import type { BusinessProfile } from '@plume/contracts/business-profile';

/** docs/design/ARCHITECTURE.md §9: posting_frequency is posts per week per connected network. */
export const POSTS_PER_WEEK: Record<BusinessProfile['posting_frequency'], number> = {
  daily: 7,
  '3x_week': 3,
  bi_weekly: 2,
  weekly: 1,
};

/**
 * Posts each connected network gets over the `days` left in the month: the weekly rhythm pro rata, at least
 * one (a short remainder still gets a post) and never more than one a day.
 */
export function postsPerNetwork(frequency: BusinessProfile['posting_frequency'], days: number): number {
  if (days <= 0) return 0;
  const perWeek = POSTS_PER_WEEK[frequency];
  return Math.min(days, Math.max(1, Math.round((perWeek * days) / 7)));
}
