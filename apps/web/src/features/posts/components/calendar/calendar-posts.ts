import type { Post } from '@plume/contracts/posts';
import { POST_STATUS_LABELS } from '@plume/contracts/posts';
import { frCalendar } from '@/locales/fr-calendar';
import { toLocalDateTime } from '@plume/contracts/zoned-time';

/** docs/spec/part-2-signed-in-application.md §9: at most 3 posts per cell; list text cut at 100 characters,
 * tooltips at 50. */
export const POSTS_PER_CELL = 3;
export const LIST_TEXT_LENGTH = 100;
export const TOOLTIP_LENGTH = 50;

export const STATUS_FILTERS = ['all', 'scheduled', 'published', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** A post placed on the owner's calendar: its local day and hh:mm. */
export interface CalendarEntry {
  post: Post;
  date: string;
  time: string;
}

/** A published post sits where the owner's clock read its publication (the day the server selects it by, even
 * when it went out early through 'Publier de suite' or late after downtime); others at their local schedule. */
export function toCalendarEntry(post: Post, timeZone: string): CalendarEntry | null {
  if (post.status === 'published' && post.published_at) {
    return { post, ...toLocalDateTime(new Date(post.published_at), timeZone) };
  }
  if (post.scheduled_date && post.scheduled_time) {
    return { post, date: post.scheduled_date, time: post.scheduled_time.slice(0, 5) };
  }
  return post.scheduled_at ? { post, ...toLocalDateTime(new Date(post.scheduled_at), timeZone) } : null;
}

/** The status filter is applied on the client (docs/spec/part-2-signed-in-application.md §7); a post being
 * published counts as scheduled. */
export function matchesStatus(post: Post, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'scheduled') return post.status === 'scheduled' || post.status === 'publishing';
  return post.status === filter;
}

/** Entries by local day, each day in time order. */
export function groupByDay(entries: CalendarEntry[]): Map<string, CalendarEntry[]> {
  const sorted = [...entries].sort((a, b) =>
    a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date),
  );
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of sorted) days.set(entry.date, [...(days.get(entry.date) ?? []), entry]);
  return days;
}

/** The posts a cell shows and how many '+N autres' stand for. */
export function splitOverflow<T>(entries: T[], max = POSTS_PER_CELL) {
  return { visible: entries.slice(0, max), hidden: Math.max(0, entries.length - max) };
}

/** The first `max` characters, with an ellipsis when something was cut. */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text.trim()); // never split an emoji in two
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : characters.join('');
}

/** The badge of docs/spec/part-2-signed-in-application.md §4.2; a failed post whose outcome is unknown or
 * that was missed says which (docs/design/ARCHITECTURE.md §6), since the owner acts differently: check the
 * network, or reschedule. */
export function statusLabel(post: Post): string {
  if (
    post.status === 'failed' &&
    (post.failure_reason === 'unconfirmed' || post.failure_reason === 'missed')
  ) {
    return frCalendar.failureReasons[post.failure_reason];
  }
  return POST_STATUS_LABELS[post.status];
}

/** What the calendar's post dialog offers (docs/design/ARCHITECTURE.md §10): published or publishing posts
 * are read-only. */
export type PostAction = 'publish' | 'move' | 'unschedule' | 'retry';

export function calendarActions(post: Pick<Post, 'status'>): PostAction[] {
  if (post.status === 'scheduled') return ['publish', 'move', 'unschedule'];
  if (post.status === 'failed') return ['retry', 'move'];
  return [];
}
