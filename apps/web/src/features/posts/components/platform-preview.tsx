import {
  DEFAULT_INSTAGRAM_HASHTAG_CAP,
  PLATFORM_TEXT_LIMITS,
  type PostPlatform,
} from '@plume/contracts/posts';
import { cn } from '@/lib/utils';
import { frPosts } from '@/locales/fr-posts';

const t = frPosts.counters;

/** The post as the network will show it, with live counters against the platform's limits (the contract's
 * PLATFORM_TEXT_LIMITS; Instagram also caps hashtags). */
export function PlatformPreview({
  platform,
  text,
  hashtags,
}: {
  platform: PostPlatform;
  text: string;
  hashtags: string[];
}) {
  const limit = PLATFORM_TEXT_LIMITS[platform];
  const full = hashtags.length > 0 ? `${text}\n\n${hashtags.join(' ')}` : text;
  const tooLong = full.length > limit;
  // eslint-disable-next-line no-restricted-syntax -- the hashtag cap is Instagram's own (INSTAGRAM_HASHTAG_CAP)
  const capsHashtags = platform === 'instagram';
  const tooManyHashtags = capsHashtags && hashtags.length > DEFAULT_INSTAGRAM_HASHTAG_CAP;
  return (
    <section
      aria-label={t.title(frPosts.platforms[platform])}
      className="grid gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <h4 className="text-sm font-semibold">{t.title(frPosts.platforms[platform])}</h4>
      <p className="max-h-48 overflow-y-auto text-sm break-words whitespace-pre-line">{full}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-live="polite">
        <span
          className={cn(tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground')}
          data-testid="char-counter"
        >
          {t.characters(full.length, limit)}
          {tooLong ? ` — ${t.tooLong}` : ''}
        </span>
        <span
          className={cn(tooManyHashtags ? 'font-semibold text-destructive' : 'text-muted-foreground')}
          data-testid="hashtag-counter"
        >
          {capsHashtags
            ? t.hashtags(hashtags.length, DEFAULT_INSTAGRAM_HASHTAG_CAP)
            : t.hashtagsOnly(hashtags.length)}
          {tooManyHashtags ? ` — ${t.tooManyHashtags}` : ''}
        </span>
      </div>
    </section>
  );
}
