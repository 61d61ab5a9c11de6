import type { Post } from '@plume/contracts/posts';

const chronological = (a: Post, b: Post) =>
  `${a.scheduled_date ?? a.date} ${a.scheduled_time ?? a.time}`.localeCompare(
    `${b.scheduled_date ?? b.date} ${b.scheduled_time ?? b.time}`,
  );

/** Posts per month key, each month in publication order. */
export function groupPostsByMonth(posts: Post[]) {
  const byMonth = new Map<string, Post[]>();
  for (const post of [...posts].sort(chronological)) {
    const list = byMonth.get(post.month_key) ?? [];
    list.push(post);
    byMonth.set(post.month_key, list);
  }
  return byMonth;
}
