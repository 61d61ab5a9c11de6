import { frCalendar } from '@/locales/fr-calendar';
import { longDayLabel } from './calendar-grid';
import { cutText, LIST_TEXT_LENGTH, TOOLTIP_LENGTH, type CalendarEntry } from './calendar-posts';
import { PlatformIcon } from './platform-icon';
import { PostStatusBadge } from './post-status-badge';
import { PostThumb } from './post-thumb';

export const dayAnchorId = (date: string) => `calendrier-jour-${date}`;

interface DetailedPostsListProps {
  days: Map<string, CalendarEntry[]>;
  onOpenPost: (entry: CalendarEntry) => void;
}

/** 'Posts détaillés' (docs/spec/part-2-signed-in-application.md §2.9): by day, each post with its time, first
 * 100 characters, title and status; the list scrolls within about 24rem so the grid stays in view. */
export function DetailedPostsList({ days, onOpenPost }: DetailedPostsListProps) {
  return (
    <section aria-labelledby="calendrier-details" className="grid gap-3">
      <h3 id="calendrier-details" className="text-lg font-bold">
        {frCalendar.detailedTitle}
      </h3>
      <div className="max-h-96 overflow-y-auto rounded-xl border bg-card">
        {[...days].map(([date, entries]) => (
          <div key={date} id={dayAnchorId(date)} className="border-b last:border-b-0">
            <h4 className="sticky top-0 bg-muted/95 px-4 py-2 text-sm font-semibold">{longDayLabel(date)}</h4>
            <ul>
              {entries.map((entry) => (
                <li key={entry.post.id}>
                  <button
                    type="button"
                    title={cutText(entry.post.text, TOOLTIP_LENGTH)}
                    onClick={() => onOpenPost(entry)}
                    className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-muted/60"
                  >
                    <PostThumb
                      src={entry.post.thumb_url}
                      className="size-12 shrink-0 rounded-md"
                      iconClassName="size-5"
                    />
                    <span className="grid min-w-0 flex-1 gap-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="text-sm font-bold tabular-nums">{entry.time}</span>
                        <PlatformIcon platform={entry.post.platform} />
                        {entry.post.title ? (
                          <span className="min-w-0 truncate text-sm font-semibold">{entry.post.title}</span>
                        ) : null}
                        <PostStatusBadge post={entry.post} className="ml-auto" />
                      </span>
                      <span className="text-sm break-words text-muted-foreground">
                        {cutText(entry.post.text, LIST_TEXT_LENGTH)}
                      </span>
                      {entry.post.status === 'failed' && entry.post.failure_message ? (
                        <span className="text-xs font-medium text-destructive">
                          {entry.post.failure_message}
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
