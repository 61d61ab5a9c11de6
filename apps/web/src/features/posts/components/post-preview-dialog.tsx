import type { Post } from '@plume/contracts/posts';
import { CalendarCheck, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { serverDetailOr } from '@/lib/errors';
import { frPosts } from '@/locales/fr-posts';
import { usePublishPost } from '../api/publish-post';
import { useSchedulePost } from '../api/schedule-post';
import { isReadOnly } from '../utils/post-card-rules';
import { formatLocalDate, formatPostDate } from '../utils/post-dates';
import { ModifyPanel } from './modify-panel';
import { PlatformBadge, StatusBadge } from './post-badges';
import { PostThumbnail } from './post-thumbnail';

const t = frPosts.preview;

/** docs/spec/part-2-signed-in-application.md §2.8 preview dialog: image, title, text, hashtags; 'Modifier',
 * 'Programmer', 'Publier de suite'; read-only once scheduled or published. */
export function PostPreviewDialog({
  post,
  loadedAt,
  onClose,
}: {
  post: Post;
  loadedAt: number;
  onClose: () => void;
}) {
  const [modifying, setModifying] = useState(false);
  const schedule = useSchedulePost();
  const publish = usePublishPost();
  const readOnly = isReadOnly(post);
  const busy = schedule.isPending || publish.isPending;

  const programme = () =>
    schedule.mutate(
      { postId: post.id, date: post.date, time: post.time },
      {
        // Named in the owner's local date and time, the ones the schedule was asked for.
        onSuccess: () => {
          toast.success(t.scheduled(formatLocalDate(post.date, post.time)));
          onClose();
        },
        onError: (error) => toast.error(serverDetailOr(error, t.scheduleError)),
      },
    );
  const publishNow = () =>
    publish.mutate(post.id, {
      onSuccess: (result) => {
        toast.success(result.status === 'published' ? t.published : t.publishPending);
        onClose();
      },
      onError: (error) => toast.error(serverDetailOr(error, t.publishError)),
    });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <div className="flex flex-wrap items-center gap-2">
          <PlatformBadge platform={post.platform} />
          <StatusBadge post={post} />
        </div>
        <DialogTitle>{post.title || frPosts.card.untitled}</DialogTitle>
        <DialogDescription>{t.proposed(formatPostDate(post))}</DialogDescription>
        {modifying ? (
          <ModifyPanel post={post} onDone={() => setModifying(false)} />
        ) : (
          <>
            <PostThumbnail
              src={post.visual_url}
              loadedAt={loadedAt}
              alt={frPosts.card.imageAlt}
              className="max-h-80 w-full rounded-lg object-contain"
            />
            <p className="text-sm break-words whitespace-pre-line">{post.text}</p>
            <p className="flex flex-wrap gap-1.5 text-sm font-medium text-primary">
              {post.hashtags.map((tag) => (
                <span key={tag}>{tag}</span>
              ))}
            </p>
            {readOnly ? (
              <Alert variant="info">{post.published ? t.readOnlyPublished : t.readOnlyScheduled}</Alert>
            ) : (
              <DialogFooter>
                <Button variant="outline" onClick={() => setModifying(true)} disabled={busy}>
                  <Pencil aria-hidden="true" />
                  {t.modify}
                </Button>
                <Button variant="secondary" onClick={programme} disabled={busy}>
                  <CalendarCheck aria-hidden="true" />
                  {t.schedule}
                </Button>
                <Button onClick={publishNow} disabled={busy}>
                  <Send aria-hidden="true" />
                  {t.publish}
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
