import type { Post } from '@plume/contracts/posts';
import { toast } from 'sonner';
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
}

/** 'Déplacer' from the calendar: PUT /api/posts/move-calendar-post/{id} with the owner's local date and time. */
export function MovePostDialog({ post, timeZone, onClose }: MovePostDialogProps) {
  const move = useMovePost();
  return (
    <DateTimeDialog
      post={post}
      timeZone={timeZone}
      isPending={move.isPending}
      onClose={onClose}
      onConfirm={({ date, time }) => {
        if (!post) return;
        move.mutate(
          { id: post.id, scheduledDate: `${date}T${time}`, fromCalendar: true },
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
