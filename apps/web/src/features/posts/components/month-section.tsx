import type { Post } from '@plume/contracts/posts';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';
import { frPosts } from '@/locales/fr-posts';
import type { GenerationAvailability } from '../utils/generation-availability';
import { PostCard, type PostCardHandlers } from './post-card';

const t = frPosts;

interface MonthSectionProps extends PostCardHandlers {
  label: string;
  isCurrent: boolean;
  posts: Post[];
  loadedAt: number;
  defaultOpen: boolean;
  availability: GenerationAvailability;
  onGenerate: () => void;
}

/** One month of the Posts tab: an expandable section with its Generate/Regenerate button and its cards; a month
 * without posts is one compact line, so the months that have some are not pushed far down the page. */
export function MonthSection({
  label,
  isCurrent,
  posts,
  loadedAt,
  defaultOpen,
  availability,
  onGenerate,
  ...handlers
}: MonthSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = `month-${label.replace(/\s/g, '-')}`;
  const generate = (className?: string) => (
    <GenerateControl
      availability={availability}
      hasPosts={posts.length > 0}
      onGenerate={onGenerate}
      className={className}
    />
  );
  if (posts.length === 0) {
    return (
      <section
        aria-labelledby={headingId}
        className="flex items-center gap-3 rounded-xl border bg-card px-3 py-2 sm:px-4"
        data-testid="posts-month"
      >
        {/* On a phone the two texts stack, so the row keeps its button on the same line; the current month's
            flag goes under its name when both do not fit (a 360 px phone with « Générer » beside them). */}
        <div className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-3">
          <h3 className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span id={headingId} className="truncate font-bold capitalize">
              {label}
            </span>
            {isCurrent ? <span className="text-sm font-normal text-primary">{t.currentFlag}</span> : null}
          </h3>
          <p className="text-xs text-muted-foreground sm:text-sm">{t.emptyMonth}</p>
        </div>
        {/* On a phone the availability sits under the button, leaving the month's name its room. */}
        {generate('max-sm:flex-col-reverse max-sm:items-end max-sm:gap-0.5')}
      </section>
    );
  }
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={headingId} className="rounded-xl border bg-card" data-testid="posts-month">
        <div className="flex flex-wrap items-center gap-2 p-3 sm:p-4">
          {/* The heading holds the toggle button (a heading inside a button is not valid HTML). */}
          <h3 className="min-w-0 basis-full sm:basis-auto sm:flex-1">
            <CollapsibleTrigger className="flex w-full min-w-0 items-center gap-2 text-left">
              <ChevronDown
                className={cn('size-5 shrink-0 transition-transform', !open && '-rotate-90')}
                aria-hidden="true"
              />
              <span id={headingId} className="truncate font-bold capitalize">
                {label}
              </span>
              {isCurrent ? <span className="text-sm font-normal text-primary">{t.currentFlag}</span> : null}
              <span className="shrink-0 text-sm font-normal text-muted-foreground">
                {t.postCount(posts.length)}
              </span>
            </CollapsibleTrigger>
          </h3>
          {generate()}
        </div>
        <CollapsibleContent className="border-t p-3 sm:p-4">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} loadedAt={loadedAt} {...handlers} />
            ))}
          </ul>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}

/** 'Générer' for an empty month, 'Régénérer' once it has posts, with why it is unavailable
 * (docs/spec/part-2-signed-in-application.md §9). */
function GenerateControl({
  availability,
  hasPosts,
  onGenerate,
  className,
}: {
  availability: GenerationAvailability;
  hasPosts: boolean;
  onGenerate: () => void;
  className?: string | undefined;
}) {
  return (
    <div className={cn('ml-auto flex shrink-0 items-center gap-2', className)}>
      {availability.reason ? (
        <span className="text-xs text-muted-foreground">{t.availability[availability.reason]}</span>
      ) : null}
      <Button
        size="sm"
        variant={availability.available && !hasPosts ? 'default' : 'outline'}
        disabled={!availability.available}
        onClick={onGenerate}
      >
        <Sparkles aria-hidden="true" />
        {hasPosts ? t.regenerate : t.generate}
      </Button>
    </div>
  );
}
