import { shiftMonth, yearMonthAt, type YearMonth } from '@plume/contracts/months';
import type { Post } from '@plume/contracts/posts';
import { DEFAULT_TIME_ZONE, toLocalDateTime } from '@plume/contracts/zoned-time';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadingBlock, RetryAlert } from '@/components/query-states';
import { fr } from '@/locales/fr';
import { frCalendar } from '@/locales/fr-calendar';
import { calendarPostsQueryOptions } from '../../api/get-calendar-posts';
import { buildMonthGrid, gridRange, monthTitle } from './calendar-grid';
import {
  groupByDay,
  matchesStatus,
  toCalendarEntry,
  type CalendarEntry,
  type StatusFilter,
} from './calendar-posts';
import { CalendarEmpty } from './calendar-empty';
import { CalendarToolbar, type PlatformFilter } from './calendar-toolbar';
import { dayAnchorId, DetailedPostsList } from './detailed-posts-list';
import { MonthGrid } from './month-grid';
import { MovePostDialog } from './move-post-dialog';
import { PostDetailDialog } from './post-detail-dialog';

const t = frCalendar;
const PUBLISHING_POLL_MS = 5_000;

export interface CalendarTabProps {
  /** The owner's timezone: "today" and the posts' local days and times are read in it. */
  timeZone?: string;
  /** Asks the dashboard to show another tab ('Aller aux Posts'). */
  onSelectTab?: (tab: 'posts') => void;
}

/** The Calendrier tab (docs/spec/part-2-signed-in-application.md §2.9). */
export default function CalendarTab({ timeZone = DEFAULT_TIME_ZONE, onSelectTab }: CalendarTabProps) {
  const today = toLocalDateTime(new Date(), timeZone).date;
  const [month, setMonth] = useState<YearMonth>(() => yearMonthAt(new Date(), timeZone));
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [selected, setSelected] = useState<CalendarEntry | null>(null);
  const [moving, setMoving] = useState<Post | null>(null);

  const cells = useMemo(() => buildMonthGrid(month, today), [month, today]);
  const query = useQuery({
    ...calendarPostsQueryOptions({ ...gridRange(cells), platform }),
    // A post being published changes state on the server by itself: look again until it settles.
    refetchInterval: (current) =>
      current.state.data?.posts.some((post) => post.status === 'publishing') ? PUBLISHING_POLL_MS : false,
  });
  const { days, monthDays } = useMemo(() => {
    const entries = (query.data?.posts ?? [])
      .filter((post) => matchesStatus(post, status))
      .map((post) => toCalendarEntry(post, timeZone))
      .filter((entry): entry is CalendarEntry => entry !== null);
    const prefix = `${month.year}-${String(month.month).padStart(2, '0')}-`;
    return {
      days: groupByDay(entries),
      monthDays: groupByDay(entries.filter((entry) => entry.date.startsWith(prefix))),
    };
  }, [query.data, status, timeZone, month]);

  const title = monthTitle(month);
  const showDay = (date: string) => {
    const anchor = document.getElementById(dayAnchorId(date));
    if (anchor) anchor.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else setMonth({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-bold">{fr.dashboard.tabs.calendar.label}</h2>
        <p className="text-muted-foreground">{fr.dashboard.tabs.calendar.text}</p>
      </div>
      <CalendarToolbar
        title={title}
        platform={platform}
        status={status}
        isRefreshing={query.isFetching}
        onMonthChange={(delta) => setMonth((current) => shiftMonth(current, delta))}
        onPlatformChange={setPlatform}
        onStatusChange={setStatus}
        onRefresh={() => void query.refetch()}
      />
      {query.isError && !query.isFetching ? (
        <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isPending ? (
        <LoadingBlock label={t.loading} />
      ) : (
        <>
          <MonthGrid label={title} cells={cells} days={days} onOpenPost={setSelected} onShowDay={showDay} />
          {monthDays.size > 0 ? (
            <DetailedPostsList days={monthDays} onOpenPost={setSelected} />
          ) : query.isSuccess ? (
            <CalendarEmpty onGoToPosts={onSelectTab ? () => onSelectTab('posts') : undefined} />
          ) : null}
        </>
      )}
      <PostDetailDialog
        entry={selected}
        onClose={() => setSelected(null)}
        onMove={(post) => {
          setSelected(null);
          setMoving(post);
        }}
      />
      <MovePostDialog post={moving} timeZone={timeZone} onClose={() => setMoving(null)} />
    </div>
  );
}
