import type { Post } from '@plume/contracts/posts';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { frCalendar } from '@/locales/fr-calendar';
import { longDayLabel } from './calendar-grid';
import { calendarActions, type CalendarEntry } from './calendar-posts';
import { PlatformIcon } from './platform-icon';
import { PostStatusBadge } from './post-status-badge';
import { postImageUrl, PostThumb } from './post-thumb';
import { useCalendarPostActions } from './use-calendar-post-actions';

const t = frCalendar.detail;

interface PostDetailDialogProps {
  entry: CalendarEntry | null;
  onClose: () => void;
  onMove: (post: Post) => void;
}

/** docs/spec/part-2-signed-in-application.md §2.12-1 with docs/design/ARCHITECTURE.md §10: a scheduled post
 * can be published now, moved or unscheduled; a failed one retried or moved; a published one is read-only. */
export function PostDetailDialog({ entry, onClose, onMove }: PostDetailDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {entry ? <PostDetail key={entry.post.id} entry={entry} onClose={onClose} onMove={onMove} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PostDetail({
  entry,
  onClose,
  onMove,
}: { entry: CalendarEntry } & Omit<PostDetailDialogProps, 'entry'>) {
  const { post } = entry;
  const [confirming, setConfirming] = useState(false);
  const actions = useCalendarPostActions(onClose);
  const available = calendarActions(post);
  const when = t.when(longDayLabel(entry.date), entry.time);

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 pr-8">
        <PlatformIcon platform={post.platform} className="size-4" />
        <PostStatusBadge post={post} />
      </div>
      <DialogTitle>{post.title || frCalendar.platforms[post.platform]}</DialogTitle>
      <DialogDescription>
        {post.status === 'published' ? t.publishedOn(when) : t.scheduledFor(when)}
      </DialogDescription>
      <PostThumb
        src={postImageUrl(post, 'full')}
        className="h-40 w-full rounded-lg sm:h-56"
        iconClassName="size-8"
      />
      <p className="text-sm whitespace-pre-line">{post.text}</p>
      {post.hashtags.length > 0 ? (
        <p className="text-sm font-medium break-words text-primary">{post.hashtags.join(' ')}</p>
      ) : null}
      {post.status === 'failed' ? (
        <Alert variant="destructive" className="grid gap-0.5">
          <strong>{t.failureTitle}</strong>
          {post.failure_message ? <span>{post.failure_message}</span> : null}
        </Alert>
      ) : null}
      {confirming ? null : <StatusNote post={post} />}
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={t.confirmTitle}
          className="grid gap-3 rounded-lg border bg-muted/60 p-3"
        >
          <p className="text-sm">
            <strong>{t.confirmTitle}</strong> {t.confirmText}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {/* Focus brings the question into view on a phone, where the dialog scrolls. */}
            <Button variant="outline" size="sm" autoFocus onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button size="sm" disabled={actions.pending !== null} onClick={() => actions.unschedule(post)}>
              {t.confirm}
            </Button>
          </div>
        </div>
      ) : available.length > 0 ? (
        <DialogFooter>
          {available.includes('retry') ? (
            <Button disabled={actions.pending !== null} onClick={() => actions.retry(post)}>
              {actions.pending === 'retry' ? t.publishing : t.retry}
            </Button>
          ) : null}
          {available.includes('publish') ? (
            <Button disabled={actions.pending !== null} onClick={() => actions.publishNow(post)}>
              {actions.pending === 'publish' ? t.publishing : t.publishNow}
            </Button>
          ) : null}
          <Button variant="outline" disabled={actions.pending !== null} onClick={() => onMove(post)}>
            {t.move}
          </Button>
          {available.includes('unschedule') ? (
            <Button variant="outline" disabled={actions.pending !== null} onClick={() => setConfirming(true)}>
              {t.unschedule}
            </Button>
          ) : null}
        </DialogFooter>
      ) : null}
    </>
  );
}

function StatusNote({ post }: { post: Post }) {
  if (post.status === 'scheduled') return <p className="text-xs text-muted-foreground">{t.modifyHint}</p>;
  if (post.status === 'publishing') return <Alert>{t.publishingReadOnly}</Alert>;
  if (post.status !== 'published') return null;
  return (
    <Alert className="flex-wrap items-center justify-between">
      {t.publishedReadOnly}
      {post.external_url ? (
        <a
          href={post.external_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-semibold underline"
        >
          {t.viewPublication}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : null}
    </Alert>
  );
}
