import type { Post } from '@plume/contracts/posts';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frPosts } from '@/locales/fr-posts';
import { useDeletePost } from '../api/delete-post';

const t = frPosts.deletion;

/** Deletion asks for confirmation (docs/spec/part-2-signed-in-application.md §5); only unvalidated,
 * unpublished posts offer it. */
export function DeletePostDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const deletion = useDeletePost();
  const confirm = () =>
    deletion.mutate(post.id, {
      onSuccess: () => {
        toast.success(t.success);
        onClose();
      },
      onError: (error) => toast.error(t.error(getErrorMessage(error, fr.errors.unexpected))),
    });
  return (
    <ConfirmDialog
      open
      title={t.title}
      description={`${post.title ? `« ${post.title} » — ` : ''}${t.description}`}
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      isPending={deletion.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
