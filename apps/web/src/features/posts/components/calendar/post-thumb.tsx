import type { Post } from '@plume/contracts/posts';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { frCalendar } from '@/locales/fr-calendar';

/** A video has no image of its own: its thumbnail stands for it. */
export function postImageUrl(post: Pick<Post, 'visual_url' | 'thumb_url' | 'media'>, size: 'thumb' | 'full') {
  const isVideo = post.media[0]?.file_type.startsWith('video/') ?? false;
  return size === 'thumb' || isVideo ? post.thumb_url : post.visual_url;
}

interface PostThumbProps {
  src: string | null;
  className?: string;
  /** Icon size of the placeholder. */
  iconClassName?: string;
}

/** docs/spec/part-2-signed-in-application.md §2.9: an image that fails to load is hidden and a camera
 * placeholder takes its place. */
export function PostThumb({ src, className, iconClassName }: PostThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={frCalendar.noImage}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <Camera aria-hidden="true" className={cn('size-3', iconClassName)} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={cn('object-cover', className)}
      onError={() => setFailedSrc(src)}
    />
  );
}
