import type { AttachImageRequest, Post } from '@plume/contracts/posts';
import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/errors';
import { fr } from '@/locales/fr';
import { frPosts } from '@/locales/fr-posts';
import { useAttachImage } from '../api/attach-image';

export type AttachMode = 'add' | 'modify';
export type AttachSource = Omit<AttachImageRequest, 'mode'>;

/** Attaches a medium to the post: 'modify' replaces its media, 'add' appends (carousel). Success shows the
 * server's message (docs/spec/part-2-signed-in-application.md §7), failure 'Erreur lors de l'ajout d'image:
 * {detail}'. */
export function useAttachToPost(post: Post, mode: AttachMode, onDone: () => void) {
  const attach = useAttachImage();
  return {
    isPending: attach.isPending,
    attach: (source: AttachSource) =>
      attach.mutate(
        { id: post.id, ...source, mode: mode === 'modify' ? 'replace' : 'add' },
        {
          onSuccess: (result) => {
            toast.success(result.message);
            onDone();
          },
          onError: (error) => toast.error(frPosts.attach.error(getErrorMessage(error, fr.errors.unexpected))),
        },
      ),
  };
}
