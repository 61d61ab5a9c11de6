import type { Post } from '@plume/contracts/posts';
import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frCalendar } from '@/locales/fr-calendar';
import { useMovePost } from '../../api/move-post';
import { DateTimeDialog } from '../date-time-dialog';

const t = frCalendar.dateTime;

interface MovePostDialogProps {
  post: Post | null;
  timeZone: string;
  onClose: () => void;
  /** From the calendar: PUT /api/posts/move-calendar-post/{id}; from a Posts tab card: PUT /api/posts/{id}/schedule. */
  fromCalendar?: boolean;
}

/** 'Déplacer' (calendar) or a card's date button (Posts tab): the post is scheduled at the owner's local date
 * and time chosen here. */
export function MovePostDialog({ post, timeZone, onClose, fromCalendar = true }: MovePostDialogProps) {
  const move = useMovePost();
  return (
    <DateTimeDialog
      post={post}
      // From a card the post is not scheduled yet: confirming schedules it.
      title={fromCalendar ? t.title : t.scheduleTitle}
      timeZone={timeZone}
      isPending={move.isPending}
      onClose={onClose}
      onConfirm={({ date, time }) => {
        if (!post) return;
        move.mutate(
          { id: post.id, scheduledDate: `${date}T${time}`, fromCalendar },
          {
            onSuccess: () => {
              toast.success(t.success);
              onClose();
            },
            onError: (error) => toast.error(t.failure(getErrorMessage(error, fr.errors.unexpected))),
          },
        );
      }}
    />
  );
}
