import type { Post } from '@plume/contracts/posts';
import { CalendarClock, ImagePlus, Images, Layers, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { frPosts } from '@/locales/fr-posts';
import { cardActions, cardHashtags, textPreview } from '../utils/post-card-rules';
import { formatPostDate } from '../utils/post-dates';
import { PlatformBadge, StatusBadge } from './post-badges';
import { PostThumbnail } from './post-thumbnail';

const t = frPosts.card;

export interface PostCardHandlers {
  onOpen: (post: Post) => void;
  onAttach: (post: Post, mode: 'add' | 'modify') => void;
  onCarousel: (post: Post) => void;
  onDelete: (post: Post) => void;
  /** Absent until the date dialog is available on this screen. */
  onEditDate?: ((post: Post) => void) | undefined;
}

/** docs/spec/part-2-signed-in-application.md §2.8 post card; an 'Image requise' card opens the attach dialog
 * instead of the preview. */
export function PostCard({ post, loadedAt, ...on }: { post: Post; loadedAt: number } & PostCardHandlers) {
  const actions = cardActions(post);
  const title = post.title || t.untitled;
  const preview = textPreview(post.text);
  const hashtags = cardHashtags(post.hashtags);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs" data-testid="post-card">
      <button
        type="button"
        className="relative block aspect-[4/3] w-full bg-muted text-left"
        aria-label={actions.opensAttachDialog ? t.attach(title) : t.open(title)}
        onClick={() => (actions.opensAttachDialog ? on.onAttach(post, 'add') : on.onOpen(post))}
      >
        {actions.opensAttachDialog ? (
          <span className="grid size-full content-center justify-items-center gap-2 text-muted-foreground">
            <ImagePlus className="size-10" aria-hidden="true" />
            <span className="text-sm font-medium">{t.addImage}</span>
          </span>
        ) : (
          <PostThumbnail
            src={post.thumb_url ?? post.visual_url}
            loadedAt={loadedAt}
            alt=""
            className="size-full"
          />
        )}
        <span className="absolute left-2 top-2 flex flex-wrap gap-1">
          <PlatformBadge platform={post.platform} />
          <StatusBadge post={post} />
        </span>
        {post.media.length > 1 ? (
          <span className="absolute bottom-2 right-2 flex items-center gap-1 rounded-full bg-foreground/70 px-2 py-0.5 text-xs text-white">
            <Layers className="size-3" aria-hidden="true" />
            {t.mediaCount(post.media.length)}
          </span>
        ) : null}
      </button>
      <div className="grid flex-1 content-start gap-1.5 p-3">
        <p className="text-xs text-muted-foreground">{formatPostDate(post)}</p>
        <h4 className="line-clamp-2 font-semibold">{title}</h4>
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {preview.text}
          {preview.hasMore ? <span className="ml-1 font-medium text-primary">{t.seeMore}</span> : null}
        </p>
        <p className="flex flex-wrap gap-1 text-xs font-medium text-primary">
          {hashtags.shown.map((tag) => (
            <span key={tag}>{tag}</span>
          ))}
          {hashtags.more ? <span className="text-muted-foreground">{hashtags.more}</span> : null}
        </p>
      </div>
      <CardToolbar post={post} actions={actions} on={on} />
    </li>
  );
}

function CardToolbar({
  post,
  actions,
  on,
}: {
  post: Post;
  actions: ReturnType<typeof cardActions>;
  on: PostCardHandlers;
}) {
  const buttons = [
    actions.canChangeImage && { label: t.changeImage, icon: Images, run: () => on.onAttach(post, 'modify') },
    actions.canManageCarousel && { label: t.carousel, icon: Layers, run: () => on.onCarousel(post) },
    actions.canEditDate &&
      on.onEditDate && { label: t.editDate, icon: CalendarClock, run: () => on.onEditDate?.(post) },
    actions.canDelete && { label: t.delete, icon: Trash2, run: () => on.onDelete(post) },
  ].filter((button) => button !== false && button !== undefined && button !== null);
  if (buttons.length === 0) return null;
  return (
    <div className="flex justify-end gap-1 border-t px-2 py-1.5">
      {buttons.map(({ label, icon: Icon, run }) => (
        <Button
          key={label}
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={label}
          title={label}
          onClick={run}
        >
          <Icon />
        </Button>
      ))}
    </div>
  );
}
