import type { Post } from '@plume/contracts/posts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A local date (YYYY-MM-DD) and time (HH:MM) as the owner reads them: « jeu. 10 décembre 2026 à 10:30 ». */
export function formatLocalDate(date: string, time: string) {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return `${date} ${time}`;
  return `${dayFormat.format(new Date(Date.UTC(year, month - 1, day)))} à ${time}`;
}

/** The scheduled date once scheduled, else the date the generation proposed. */
export const formatPostDate = (post: Post) =>
  post.scheduled_date && post.scheduled_time
    ? formatLocalDate(post.scheduled_date, post.scheduled_time)
    : formatLocalDate(post.date, post.time);
