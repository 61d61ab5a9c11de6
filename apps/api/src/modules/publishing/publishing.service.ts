import { POST_MESSAGES, SCHEDULING_MESSAGES, type Post } from '@plume/contracts/posts';
import { toLocalDateTime } from '@plume/contracts/zoned-time';
import type { PostRow } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { PostsListCache } from '../posts/posts-list-cache';
import { publishJobId, publishPostJob } from './publish-post.job';
import { parseMoveDate, resolveScheduleTarget, type ScheduleTarget } from './schedule-rules';
import type { LockedCommands, SchedulingRepository } from './scheduling.repository';

export interface PublishingServiceDeps {
  repository: SchedulingRepository;
  queue: JobQueue;
  clock: Clock;
  /** The calendar's posts as the API returns them (media URLs carry the owner's media token). */
  toPosts(rows: PostRow[], mediaToken: string): Promise<Post[]>;
  mediaToken(userId: string): string;
  /** The posts list's cache (ADR 0014): a calendar range is kept under the same counter and media token. */
  listCache: PostsListCache;
  /** The calendar's tag (time zone and posts list counter), kept while every change of it is heard, else read. */
  accountStamp(userId: string): Promise<{ timeZone: string; postsListVersion: number }>;
  /** How long 'Publier de suite' waits for the network's answer before replying 'publishing'. */
  publishWaitMs: number;
}

const notFound = () => new AppError('NOT_FOUND', { detail: POST_MESSAGES.notFound });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Published and in-flight posts never change; anything else may be (re)scheduled. */
function assertChangeable(post: PostRow) {
  if (post.status === 'published') throw new AppError('POST_ALREADY_PUBLISHED');
  if (post.status === 'publishing') throw new AppError('POST_BEING_PUBLISHED');
}

export function createPublishingService(deps: PublishingServiceDeps) {
  const { repository, queue, clock } = deps;

  /** A network account able to take this post, and a post able to go out
   * (docs/spec/part-2-signed-in-application.md §5, docs/design/ARCHITECTURE.md §6). */
  async function assertPublishable(userId: string, post: PostRow, mediaCount: number) {
    const connections = await repository.connectionsOf(userId);
    if (connections.length === 0) throw new AppError('SCHEDULE_NO_NETWORK');
    const connection = connections.find((candidate) => candidate.platform === post.platform);
    if (!connection) throw new AppError('SCHEDULE_PLATFORM_NOT_CONNECTED');
    if (connection.status !== 'active') throw new AppError('SCHEDULE_PLATFORM_NEEDS_RECONNECT');
    if (post.status === 'needs_image') throw new AppError('SCHEDULE_NEEDS_IMAGE');
    // eslint-disable-next-line no-restricted-syntax -- the spec's error SCHEDULE_INSTAGRAM_NEEDS_VISUAL is Instagram's
    if (post.platform === 'instagram' && mediaCount === 0)
      throw new AppError('SCHEDULE_INSTAGRAM_NEEDS_VISUAL');
  }

  /**
   * Locks the post, applies the new schedule version and sends its publish job (cancelling the previous
   * one) in one transaction: the post and its job change together or not at all.
   */
  async function commitSchedule(
    userId: string,
    postId: string,
    target: (post: PostRow) => Promise<ScheduleTarget & { method: 'immediate' | 'scheduled' }>,
  ): Promise<PostRow> {
    return repository.inTransaction(async (tx) => {
      const post = await tx.lockOwned(userId, postId);
      if (!post) throw notFound();
      assertChangeable(post);
      const { scheduledAt, local, method } = await target(post);
      const updated = await tx.markScheduled(post.id, { scheduledAt, ...local, method });
      await cancelJob(tx, post);
      const jobId = await queue.send(
        publishPostJob,
        { postId: post.id, version: updated.scheduleVersion },
        {
          id: publishJobId(post.id, updated.scheduleVersion),
          singletonKey: `${post.id}:${updated.scheduleVersion}`,
          startAfter: scheduledAt,
          db: tx.jobs,
        },
      );
      await tx.setJobId(post.id, updated.scheduleVersion, jobId);
      return updated;
    });
  }

  async function cancelJob(tx: LockedCommands, post: PostRow) {
    if (post.publishJobId) await queue.cancel(publishPostJob, post.publishJobId, { db: tx.jobs });
  }

  /** The owner's post, checked before the transaction (network, image), with the owner's timezone. */
  async function loadPublishable(userId: string, postId: string) {
    const [found, timeZone] = await Promise.all([
      repository.findOwned(userId, postId),
      repository.timezoneOf(userId),
    ]);
    if (!found) throw notFound();
    assertChangeable(found);
    await assertPublishable(userId, found, await repository.mediaCount(found.id));
    return { found, timeZone };
  }

  async function scheduleAt(userId: string, postId: string, local: { date?: string; time?: string }) {
    const { timeZone } = await loadPublishable(userId, postId);
    const now = clock.now();
    return commitSchedule(userId, postId, async (post) => ({
      ...resolveScheduleTarget(local, { now, timeZone, monthKey: post.monthKey }),
      method: 'scheduled',
    }));
  }

  /** 'Publier de suite' and 'Réessayer': the same job path, due now; waits a little for the outcome. */
  async function publishNow(userId: string, postId: string, allowed: readonly PostRow['status'][]) {
    const { found, timeZone } = await loadPublishable(userId, postId);
    if (!allowed.includes(found.status)) throw new AppError('POST_NOT_FAILED');
    const scheduledAt = clock.now();
    await commitSchedule(userId, postId, async () => ({
      scheduledAt,
      local: toLocalDateTime(scheduledAt, timeZone),
      method: 'immediate',
    }));
    const deadline = Date.now() + deps.publishWaitMs;
    let current = await repository.findOwned(userId, postId);
    while (current?.status === 'scheduled' || current?.status === 'publishing') {
      if (Date.now() >= deadline) break;
      await sleep(200);
      current = await repository.findOwned(userId, postId);
    }
    if (current?.status === 'failed') {
      throw new AppError('PUBLISH_FAILED', { detail: current.failureMessage ?? undefined });
    }
    return {
      success: true as const,
      published_at: current?.publishedAt?.toISOString() ?? null,
      status: current?.status === 'published' ? ('published' as const) : ('publishing' as const),
    };
  }

  return {
    async schedule(
      userId: string,
      input: { post_id: string; scheduled_date: string; scheduled_time: string },
    ) {
      const post = await scheduleAt(userId, input.post_id, {
        date: input.scheduled_date.trim().slice(0, 10),
        time: input.scheduled_time.trim().slice(0, 5),
      });
      return { success: true as const, scheduled_at: (post.scheduledAt as Date).toISOString() };
    },

    async move(userId: string, postId: string, scheduledDate: string) {
      const timeZone = await repository.timezoneOf(userId);
      await scheduleAt(userId, postId, parseMoveDate(scheduledDate, timeZone));
      return { success: true as const, message: SCHEDULING_MESSAGES.moved };
    },

    async unschedule(userId: string, postId: string) {
      await repository.inTransaction(async (tx) => {
        const post = await tx.lockOwned(userId, postId);
        if (!post) throw notFound();
        assertChangeable(post);
        if (post.status !== 'scheduled' && post.status !== 'failed') throw new AppError('POST_NOT_SCHEDULED');
        await tx.markDraft(post.id);
        await cancelJob(tx, post);
      });
      return { success: true as const, message: SCHEDULING_MESSAGES.unscheduled };
    },

    publish: (userId: string, postId: string) => publishNow(userId, postId, ['draft', 'scheduled', 'failed']),
    retry: (userId: string, postId: string) => publishNow(userId, postId, ['failed']),

    async calendar(
      userId: string,
      query: { start_date: string; end_date: string; platform?: string | undefined },
      /** Read by this request's account check, when it read the database: no second statement. */
      stamp?: { timeZone: string; postsListVersion: number },
    ) {
      const span = (Date.parse(query.end_date) - Date.parse(query.start_date)) / 86_400_000;
      if (!(span >= 0 && span <= 100)) throw new AppError('CALENDAR_RANGE_INVALID');
      const platform =
        query.platform === 'all' ? undefined : (query.platform as PostRow['platform'] | undefined);
      // The answer depends on the owner's posts and their media (both raise the counter), the range, the
      // network and the time zone (in the key), and the media token.
      const { timeZone, postsListVersion: version } = stamp ?? (await deps.accountStamp(userId));
      const token = deps.mediaToken(userId);
      const key = `${userId}/calendar/${query.start_date}/${query.end_date}/${platform ?? ''}/${timeZone}`;
      return deps.listCache.load(key, version, token, async () => {
        const rows = await repository.calendar(userId, {
          start: query.start_date,
          end: query.end_date,
          timeZone,
          ...(platform ? { platform } : {}),
        });
        return JSON.stringify({ posts: await deps.toPosts(rows, token) });
      });
    },
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
