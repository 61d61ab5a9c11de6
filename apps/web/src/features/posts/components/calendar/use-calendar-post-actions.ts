import type { Post } from '@plume/contracts/posts';
import { toast } from '@/lib/toast';
import { serverDetailOr } from '@/lib/errors';
import { frCalendar } from '@/locales/fr-calendar';
import { usePublishPost } from '../../api/publish-post';
import { useRetryPost } from '../../api/retry-post';
import { useUnschedulePost } from '../../api/unschedule-post';

const t = frCalendar.detail;

/** The detail dialog's actions with their toasts; `onDone` closes the dialog after a success. */
export function useCalendarPostActions(onDone: () => void) {
  const publish = usePublishPost();
  const retry = useRetryPost();
  const unschedule = useUnschedulePost();

  // Publishing (now or again) answers once the network confirmed, or while the job still runs.
  const onPublished =
    (stillRunning: string) =>
    ({ status }: { status: Post['status'] }) => {
      if (status === 'published') toast.success(t.published);
      else if (status === 'failed') toast.error(t.publishError);
      else toast.info(stillRunning);
      onDone();
    };

  return {
    publishNow: (post: Post) =>
      publish.mutate(post.id, {
        onSuccess: onPublished(t.publishStarted),
        onError: (error) => toast.error(serverDetailOr(error, t.publishError)),
      }),
    retry: (post: Post) =>
      retry.mutate(post.id, {
        onSuccess: onPublished(t.retried),
        onError: (error) => toast.error(serverDetailOr(error, t.publishError)),
      }),
    unschedule: (post: Post) =>
      unschedule.mutate(post.id, {
        onSuccess: () => {
          toast.success(t.unscheduled);
          onDone();
        },
        onError: (error) => toast.error(serverDetailOr(error, t.unscheduleError)),
      }),
    pending: publish.isPending
      ? 'publish'
      : retry.isPending
        ? 'retry'
        : unschedule.isPending
          ? 'unschedule'
          : null,
  } as const;
}
