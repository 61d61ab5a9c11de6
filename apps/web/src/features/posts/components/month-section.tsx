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

/** One month of the Posts tab: an expandable section with its Generate/Regenerate button and its cards. */
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
          <div className="ml-auto flex items-center gap-2">
            {availability.reason ? (
              <span className="text-xs text-muted-foreground">{t.availability[availability.reason]}</span>
            ) : null}
            <Button
              size="sm"
              variant={availability.available && posts.length === 0 ? 'default' : 'outline'}
              disabled={!availability.available}
              onClick={onGenerate}
            >
              <Sparkles aria-hidden="true" />
              {posts.length > 0 ? t.regenerate : t.generate}
            </Button>
          </div>
        </div>
        <CollapsibleContent className={cn('border-t', posts.length === 0 ? 'px-4 py-2.5' : 'p-3 sm:p-4')}>
          {posts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.emptyMonth}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} loadedAt={loadedAt} {...handlers} />
              ))}
            </ul>
          )}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
