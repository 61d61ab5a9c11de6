import type { Post } from '@plume/contracts/posts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>
          {post.title ? `« ${post.title} » — ` : ''}
          {t.description}
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            className="bg-destructive text-white hover:bg-red-700"
            disabled={deletion.isPending}
            onClick={confirm}
          >
            {t.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
