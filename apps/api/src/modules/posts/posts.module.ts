import type { PostPlatform } from '@plume/contracts/posts';
import { DEFAULT_TIME_ZONE } from '@plume/contracts/zoned-time';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AccountStamp } from '../auth/users.repository';
import { defineModule } from '../app-module';
import type { AnalysisService } from '../analysis/analysis.service';
import type { UserCache } from '../auth/user-cache';
import type { BusinessProfileService } from '../business-profile/business-profile.service';
import type { LibraryRepository } from '../library/library.repository';
import type { MediaTokens } from '../library/media-tokens';
import type { NotesService } from '../notes/notes.service';
import type { SubscriptionGate } from '../payments/subscription-gate';
import type { SocialRepository } from '../social/social.repository';
import type { StockImagesService } from '../stock-images/stock-images.service';
import { createGenerationRunsRepository } from './generation-runs.repository';
import { createGenerationService } from './generation.service';
import { createPostMediaRepository } from './post-media.repository';
import type { PostsConfig } from './posts.config';
import { createPostsRepository } from './posts.repository';
import { postsRoutes } from './posts.routes';
import { createPostsListCache } from './posts-list-cache';
import { createPostsService } from './posts.service';
import { createFactsGatherer } from './writer-facts';
import type { PostWriter } from './writer.port';

/** About 64 MB of cached lists: ~45,000 posts, or the lists of ~1,500 owners of 30 posts (ADR 0014). */
const LIST_CACHE_CHARACTERS = 64 * 1024 * 1024;

/** The posts area assembled for the composition root, so container.ts only adds one call. */
export function createPostsModule(deps: {
  db: Database;
  writer: PostWriter;
  config: PostsConfig;
  clock: Clock;
  userCache: UserCache;
  /** What tags the owner's cached lists, when the request's account check did not read it. */
  accountStamp(userId: string): Promise<AccountStamp>;
  businessProfile: BusinessProfileService;
  analyses: Pick<AnalysisService, 'forWriter'>;
  notes: NotesService;
  library: LibraryRepository;
  mediaTokens: MediaTokens;
  stockImages: StockImagesService;
  social: SocialRepository;
  recordGeneration(userId: string, count: number, at: Date): Promise<void>;
  /** Generating needs a live subscription (402 otherwise). */
  subscriptionGate: SubscriptionGate;
}) {
  const { db, writer, clock } = deps;
  const listCache = createPostsListCache(LIST_CACHE_CHARACTERS);
  const repository = createPostsRepository(db);
  const postMedia = createPostMediaRepository(db);
  const gatherFacts = createFactsGatherer({
    profile: (userId) => deps.businessProfile.get(userId),
    analysis: (userId) => deps.analyses.forWriter(userId),
    notes: async (userId) => (await deps.notes.list(userId)).notes,
  });
  const shared = {
    posts: repository,
    postMedia,
    writer,
    gatherFacts,
    clock,
    timezoneOf: async (userId: string) => (await deps.userCache.get(userId))?.timezone ?? DEFAULT_TIME_ZONE,
    mediaToken: (userId: string) => deps.mediaTokens.issue(userId),
  };
  const generation = createGenerationService({
    ...shared,
    runs: createGenerationRunsRepository(db),
    connectedNetworks: async (userId) => {
      const { rows } = await deps.social.listForUser(userId);
      return rows.filter((row) => row.status === 'active').map((row): PostPlatform => row.platform);
    },
    recordGeneration: deps.recordGeneration,
  });
  const posts = createPostsService({
    ...shared,
    findMedia: (userId, ids) => deps.library.findManyOwned(userId, ids),
    saveStockImage: (userId, input) => deps.stockImages.save(userId, input),
    instagramHashtagCap: deps.config.POSTS_INSTAGRAM_HASHTAG_CAP,
    listCache,
    accountStamp: deps.accountStamp,
  });
  return defineModule({
    name: 'posts',
    repository,
    postMedia,
    listCache,
    services: { posts, generation },
    routes: [
      (app) =>
        app.register(postsRoutes, {
          prefix: '/api/posts',
          posts,
          generation,
          subscriptionGate: deps.subscriptionGate,
        }),
    ],
    jobs: [],
  });
}

export type PostsModule = ReturnType<typeof createPostsModule>;
