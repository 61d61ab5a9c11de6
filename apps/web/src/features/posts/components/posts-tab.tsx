import { monthKeyOf, monthLabel } from '@plume/contracts/months';
import type { Post } from '@plume/contracts/posts';
import { DEFAULT_TIME_ZONE } from '@plume/contracts/zoned-time';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LoadingBlock, RetryAlert } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { fr } from '@/locales/fr';
import { frPosts } from '@/locales/fr-posts';
import { usePosts } from '../api/get-posts';
import { generationAvailability, isOpenByDefault, postsTabMonths } from '../utils/generation-availability';
import { groupPostsByMonth } from '../utils/group-posts';
import { PostDialogs, usePostDialogs } from './post-dialogs';
import { MonthSection } from './month-section';

const t = frPosts;

/** The Posts tab (docs/spec/part-2-signed-in-application.md §2.8): the current month and 8 ahead, then
 * Archives with the 6 past months. */
export function PostsTab({ timeZone = DEFAULT_TIME_ZONE }: { userId: string; timeZone?: string }) {
  const posts = usePosts();
  const dialogs = usePostDialogs();
  const [now] = useState(() => new Date());
  const months = useMemo(() => postsTabMonths(now, timeZone), [now, timeZone]);
  const byMonth = useMemo(() => groupPostsByMonth(posts.data?.posts ?? []), [posts.data]);

  const section = ({ offset, month }: (typeof months.upcoming)[number]) => {
    const key = monthKeyOf(month);
    return (
      <MonthSection
        key={key}
        label={monthLabel(key)}
        isCurrent={offset === 0}
        posts={byMonth.get(key) ?? []}
        loadedAt={posts.dataUpdatedAt}
        defaultOpen={isOpenByDefault(offset)}
        availability={generationAvailability(key, new Date(), timeZone)}
        onGenerate={() => dialogs.open({ kind: 'generate', monthKey: key, hasPosts: byMonth.has(key) })}
        onOpen={(post: Post) => dialogs.open({ kind: 'preview', postId: post.id })}
        onAttach={(post, mode) => dialogs.open({ kind: 'attach', postId: post.id, mode })}
        onCarousel={(post) => dialogs.open({ kind: 'carousel', postId: post.id })}
        onDelete={(post) => dialogs.open({ kind: 'delete', postId: post.id })}
        onEditDate={(post) => dialogs.open({ kind: 'date', postId: post.id })}
      />
    );
  };

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-bold">{fr.dashboard.tabs.posts.label}</h2>
          <p className="text-muted-foreground">{fr.dashboard.tabs.posts.text}</p>
        </div>
        <Button variant="outline" onClick={() => void posts.refetch()} disabled={posts.isFetching}>
          <RefreshCw className={posts.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {t.refresh}
        </Button>
      </div>
      {posts.isPending ? (
        <LoadingBlock label={fr.common.loading} />
      ) : posts.isError ? (
        <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={() => void posts.refetch()} />
      ) : (
        <>
          <section className="grid gap-3" aria-label={t.upcoming}>
            <h3 className="sr-only">{t.upcoming}</h3>
            {months.upcoming.map(section)}
          </section>
          <section className="grid gap-3" aria-labelledby="posts-archives">
            <h3 id="posts-archives" className="text-lg font-bold">
              {t.archives}
            </h3>
            {months.archives.map(section)}
          </section>
        </>
      )}
      <PostDialogs
        state={dialogs.state}
        posts={posts.data?.posts ?? []}
        loadedAt={posts.dataUpdatedAt}
        timeZone={timeZone}
        onOpen={dialogs.open}
        onClose={dialogs.close}
      />
    </div>
  );
}

export default PostsTab;
