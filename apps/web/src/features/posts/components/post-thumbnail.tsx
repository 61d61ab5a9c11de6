import { useState } from 'react';
import { cn } from '@/lib/utils';
import { withCacheBuster } from '../utils/post-card-rules';

/** Served by the API for any missing visual (docs/spec/part-2-signed-in-application.md §7). */
const PLACEHOLDER = '/api/placeholder.png';

interface PostThumbnailProps {
  src: string | null;
  /** When the posts were last loaded: a replaced image is fetched again instead of read from the cache. */
  loadedAt: number;
  alt: string;
  className?: string;
}

/** A post's visual; a broken or missing one becomes the placeholder. */
export function PostThumbnail({ src, loadedAt, alt, className }: PostThumbnailProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src ? withCacheBuster(src, loadedAt) : null;
  const shown = url && broken !== url ? url : PLACEHOLDER;
  return (
    <img
      src={shown}
      alt={alt}
      loading="lazy"
      onError={() => (url ? setBroken(url) : undefined)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
