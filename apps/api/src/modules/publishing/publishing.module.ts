import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { PostRow } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import type { AccountStamp } from '../auth/users.repository';
import { createPublishOutcomes } from '../../lib/publish-outcomes';
import { defineModule } from '../app-module';
import type { createLibraryModule } from '../library/library.module';
import type { SubscriptionGate } from '../payments/subscription-gate';
import { toPost } from '../posts/post-dto';
import { createPostMediaRepository } from '../posts/post-media.repository';
import type { PostsListCache } from '../posts/posts-list-cache';
import type { SocialModule } from '../social/social.wiring';
import { createLeaseKeeper } from './publish-lease';
import type { PublishingConfig } from './publishing.config';
import { createPublishMediaLoader } from './publish-media';
import { PUBLISH_POST, publishPostJobDefinition } from './publish-post.job';
import { recoverExpiredLeases, type RecoveryDeps } from './publish-recovery';
import { createPublishStateRepository } from './publish-state.repository';
import { publishingRoutes } from './publishing.routes';
import { createPublishingService } from './publishing.service';
import { createSchedulingRepository } from './scheduling.repository';
import { sweepDueJob } from './sweep-due.job';

/** The scheduling API and the publishing engine, wired for the composition root. */
export function createPublishingModule(deps: {
  config: PublishingConfig;
  /** The origin the networks download media from: PUBLIC_URL's, else this server on localhost. */
  publicBaseUrl: string;
  db: Database;
  clock: Clock;
  logger: Logger;
  queue: JobQueue;
  social: SocialModule;
  library: ReturnType<typeof createLibraryModule>;
  listCache: PostsListCache;
  /** What tags the owner's cached calendar, when the request's account check did not read it. */
  accountStamp(userId: string): Promise<AccountStamp>;
  /** Scheduling and publishing need a live subscription (402 otherwise). */
  subscriptionGate: SubscriptionGate;
}) {
  const { config, db, clock, logger, queue, social, library } = deps;
  const postMedia = createPostMediaRepository(db);
  /** Observed by the metrics; reporting never changes what publishing does. */
  const outcomes = createPublishOutcomes();
  const state = createPublishStateRepository(db, PUBLISH_POST);
  const toPosts = async (rows: PostRow[], token: string) => {
    const media = await postMedia.mediaOf(rows.map((row) => row.id));
    return rows.map((row) => toPost(row, media.get(row.id) ?? [], token));
  };
  const service = createPublishingService({
    repository: createSchedulingRepository(db),
    queue,
    clock,
    toPosts,
    mediaToken: (userId) => library.mediaTokens.issue(userId),
    listCache: deps.listCache,
    accountStamp: deps.accountStamp,
    publishWaitMs: config.PUBLISH_NOW_WAIT_SECONDS * 1000,
  });
  const mediaOf = createPublishMediaLoader({
    postMedia,
    library: library.repository,
    storage: library.storage,
    mediaTokens: library.mediaTokens,
    publicBaseUrl: deps.publicBaseUrl,
  });
  const leaseMs = config.PUBLISH_LEASE_SECONDS * 1000;
  const lease = createLeaseKeeper({ renew: state.renewLeases, clock, leaseMs, logger });
  const recovery: RecoveryDeps = {
    state,
    queue,
    clock,
    logger,
    lease,
    leaseMs,
    findPublished: (userId, platform, post) => social.service.findPublished(userId, platform, post),
  };
  const recover = (postId?: string) => recoverExpiredLeases(recovery, postId ? { postId } : {});
  const jobs = [
    publishPostJobDefinition({
      state,
      queue,
      // Looked up at each call, so the social service's publish stays the one seam for networks.
      publish: (userId, platform, post) =>
        social.service.publish(userId, platform, post).then(
          (result) => {
            outcomes.record(platform, 'published');
            return result;
          },
          (error: unknown) => {
            outcomes.record(platform, 'refused');
            throw error;
          },
        ),
      mediaOf,
      clock,
      logger,
      retry: { limit: config.PUBLISH_RETRY_LIMIT, delaySeconds: config.PUBLISH_RETRY_DELAY_SECONDS },
      instagramDailyQuota: config.INSTAGRAM_DAILY_QUOTA,
      concurrency: social.publishConcurrency,
      lease,
      leaseMs,
      recover,
    }),
    sweepDueJob({
      state,
      queue,
      clock,
      logger,
      leaseCheckMs: leaseMs / 2,
      recoverLeases: async () => {
        const result = await recover();
        return result.confirmed + result.resent + result.deferred + result.unconfirmed;
      },
    }),
  ];
  return defineModule({
    name: 'publishing',
    service,
    state,
    lease,
    recover,
    outcomes,
    routes: [
      (app) =>
        app.register(publishingRoutes, {
          prefix: '/api',
          publishing: service,
          subscriptionGate: deps.subscriptionGate,
        }),
    ],
    jobs,
  });
}
export type PublishingModule = ReturnType<typeof createPublishingModule>;
