import type { Post } from '@plume/contracts/posts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { frPosts } from '@/locales/fr-posts';
import { useAttachToPost } from '../hooks/use-attach-to-post';
import { moveItem } from '../utils/move-item';
import { PostThumbnail } from './post-thumbnail';

const t = frPosts.carousel;

/** The post's several media: reorder or remove here, add through the attach dialog; saved as the ordered
 * list of library ids (attach-image, mode replace). */
export function CarouselDialog({
  post,
  loadedAt,
  onAdd,
  onClose,
}: {
  post: Post;
  loadedAt: number;
  onAdd: () => void;
  onClose: () => void;
}) {
  const [media, setMedia] = useState(post.media);
  const target = useAttachToPost(post, 'modify', onClose);
  const unchanged = media.map(({ id }) => id).join() === post.media.map(({ id }) => id).join();

  return (
    <Dialog open onOpenChange={(open) => (open || target.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
        <ol className="grid gap-2">
          {media.map((medium, index) => (
            <li
              key={medium.id}
              className="flex items-center gap-2 rounded-lg border p-2"
              data-testid="carousel-item"
            >
              <span className="w-5 text-center text-sm font-semibold text-muted-foreground">{index + 1}</span>
              <PostThumbnail
                src={medium.thumb_url}
                loadedAt={loadedAt}
                alt=""
                className="size-14 rounded-md"
              />
              <span className="flex-1" />
              {[
                { label: t.up, icon: ArrowUp, disabled: index === 0, edit: () => moveItem(media, index, -1) },
                {
                  label: t.down,
                  icon: ArrowDown,
                  disabled: index === media.length - 1,
                  edit: () => moveItem(media, index, 1),
                },
                // A post keeps at least one medium: removing the last one would leave it without a visual.
                {
                  label: t.remove,
                  icon: Trash2,
                  disabled: media.length === 1,
                  edit: () => media.filter((_, position) => position !== index),
                },
              ].map(({ label, icon: Icon, disabled, edit }) => (
                <Button
                  key={label(index + 1)}
                  variant="ghost"
                  size="icon"
                  aria-label={label(index + 1)}
                  disabled={disabled}
                  onClick={() => setMedia(edit())}
                >
                  <Icon />
                </Button>
              ))}
            </li>
          ))}
        </ol>
        <div className="grid gap-2 sm:flex sm:justify-between">
          <Button variant="outline" onClick={onAdd} disabled={target.isPending}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
          <Button
            disabled={unchanged || target.isPending}
            onClick={() => target.attach({ image_source: 'library', image_ids: media.map(({ id }) => id) })}
          >
            {target.isPending ? t.saving : t.save}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
