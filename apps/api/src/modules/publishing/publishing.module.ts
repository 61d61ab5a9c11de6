import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PostRow } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import { createPublishOutcomes } from '../../lib/publish-outcomes';
import type { createLibraryModule } from '../library/library.module';
import { toPost } from '../posts/post-dto';
import { createPostMediaRepository } from '../posts/post-media.repository';
import type { SocialModule } from '../social/social.wiring';
import { createLeaseKeeper } from './publish-lease';
import { createPublishMediaLoader } from './publish-media';
import { PUBLISH_POST, publishPostJobDefinition } from './publish-post.job';
import { recoverExpiredLeases, type RecoveryDeps } from './publish-recovery';
import { createPublishStateRepository } from './publish-state.repository';
import { createPublishingService } from './publishing.service';
import { createSchedulingRepository } from './scheduling.repository';
import { sweepDueJob } from './sweep-due.job';

/** The scheduling API and the publishing engine, wired for the composition root. */
export function createPublishingModule(deps: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  logger: Logger;
  queue: JobQueue;
  social: SocialModule;
  library: ReturnType<typeof createLibraryModule>;
}) {
  const { config, db, clock, logger, queue, social, library } = deps;
  const postMedia = createPostMediaRepository(db);
  /** Observed by the metrics; reporting never changes what publishing does. */
  const outcomes = createPublishOutcomes();
  const state = createPublishStateRepository(db, PUBLISH_POST);
  const toPosts = async (userId: string, rows: PostRow[]) => {
    const media = await postMedia.mediaOf(rows.map((row) => row.id));
    const token = library.mediaTokens.issue(userId);
    return rows.map((row) => toPost(row, media.get(row.id) ?? [], token));
  };
  const service = createPublishingService({
    repository: createSchedulingRepository(db),
    queue,
    clock,
    toPosts,
    publishWaitMs: config.PUBLISH_NOW_WAIT_SECONDS * 1000,
  });
  const mediaOf = createPublishMediaLoader({
    postMedia,
    library: library.repository,
    storage: library.storage,
    mediaTokens: library.mediaTokens,
    publicBaseUrl: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`,
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
      concurrency: {
        facebook: config.PUBLISH_CONCURRENCY_FACEBOOK,
        instagram: config.PUBLISH_CONCURRENCY_INSTAGRAM,
        linkedin: config.PUBLISH_CONCURRENCY_LINKEDIN,
      },
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
  return { service, state, jobs, lease, recover, outcomes };
}
export type PublishingModule = ReturnType<typeof createPublishingModule>;
