import { cn } from '@/lib/utils';
import { frCalendar } from '@/locales/fr-calendar';
import { longDayLabel, weekdayHeaders, type CalendarCell } from './calendar-grid';
import { cutText, splitOverflow, TOOLTIP_LENGTH, type CalendarEntry } from './calendar-posts';
import { PlatformIcon } from './platform-icon';
import { PostThumb } from './post-thumb';

const t = frCalendar;
const weekdays = weekdayHeaders();

interface MonthGridProps {
  label: string;
  cells: CalendarCell[];
  days: Map<string, CalendarEntry[]>;
  onOpenPost: (entry: CalendarEntry) => void;
  onShowDay: (date: string) => void;
}

/** The 42 days of docs/spec/part-2-signed-in-application.md §2.9: up to 3 posts per day (thumbnail, network,
 * hh:mm), then '+N autres'. */
export function MonthGrid({ label, cells, days, onOpenPost, onShowDay }: MonthGridProps) {
  return (
    <div role="grid" aria-label={t.gridLabel(label)} className="overflow-hidden rounded-xl border bg-card">
      <div role="row" className="grid grid-cols-7 border-b bg-muted/60">
        {weekdays.map((weekday) => (
          <div
            key={weekday}
            role="columnheader"
            className="py-2 text-center text-xs font-semibold text-muted-foreground capitalize"
          >
            {weekday}
          </div>
        ))}
      </div>
      {Array.from({ length: cells.length / 7 }, (_, week) => (
        <div key={week} role="row" className="grid grid-cols-7 border-b last:border-b-0">
          {cells.slice(week * 7, week * 7 + 7).map((cell) => (
            <DayCell
              key={cell.date}
              cell={cell}
              entries={days.get(cell.date) ?? []}
              onOpenPost={onOpenPost}
              onShowDay={onShowDay}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

interface DayCellProps {
  cell: CalendarCell;
  entries: CalendarEntry[];
  onOpenPost: (entry: CalendarEntry) => void;
  onShowDay: (date: string) => void;
}

function DayCell({ cell, entries, onOpenPost, onShowDay }: DayCellProps) {
  const { visible, hidden } = splitOverflow(entries);
  return (
    <div
      role="gridcell"
      aria-label={longDayLabel(cell.date)}
      aria-current={cell.isToday ? 'date' : undefined}
      className={cn(
        'flex min-h-16 min-w-0 flex-col gap-1 border-r p-1 last:border-r-0 sm:min-h-28 sm:p-1.5',
        !cell.inMonth && 'bg-muted/50 text-muted-foreground',
        cell.isToday && 'bg-accent/60',
      )}
    >
      <span
        className={cn(
          'flex size-6 items-center justify-center self-end rounded-full text-xs font-semibold sm:self-start',
          cell.isToday && 'bg-primary text-primary-foreground',
        )}
      >
        {cell.day}
      </span>
      {visible.map((entry) => (
        <button
          key={entry.post.id}
          type="button"
          title={cutText(entry.post.text, TOOLTIP_LENGTH)}
          aria-label={t.openPost(entry.time, cutText(entry.post.title || entry.post.text, TOOLTIP_LENGTH))}
          onClick={() => onOpenPost(entry)}
          className={cn(
            'flex min-w-0 flex-col items-center gap-0.5 rounded-md border bg-card p-0.5 text-left hover:border-primary sm:flex-row sm:gap-1 sm:p-1',
            !cell.inMonth && 'opacity-60',
            entry.post.status === 'failed' && 'border-red-300 bg-red-50',
          )}
        >
          <span className="relative flex items-center gap-1">
            <PostThumb src={entry.post.thumb_url} className="size-5 shrink-0 rounded-sm sm:size-6" />
            {/* On a phone the network sits on the thumbnail's corner, the cell being too narrow for both. */}
            <PlatformIcon
              platform={entry.post.platform}
              className="absolute -top-1 -right-1.5 size-3 rounded-full bg-card p-px sm:static sm:size-3.5 sm:bg-transparent sm:p-0"
            />
          </span>
          <span className="text-[10px] leading-none font-semibold tabular-nums sm:text-xs">{entry.time}</span>
        </button>
      ))}
      {hidden > 0 ? (
        <button
          type="button"
          aria-label={t.moreLabel(hidden, longDayLabel(cell.date))}
          onClick={() => onShowDay(cell.date)}
          className="text-left text-[10px] font-semibold text-primary hover:underline sm:text-xs"
        >
          {t.more(hidden)}
        </button>
      ) : null}
    </div>
  );
}
