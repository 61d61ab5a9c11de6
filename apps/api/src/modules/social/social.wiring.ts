import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { publicUrlWarning } from '../../networks/meta/meta-networks';
import type { NetworksConfig } from '../../networks/plugin';
import { createNetworks, publishConcurrencies } from '../../networks/registry';
import type { Clock } from '../../lib/clock';
import { createTokenCipher } from '../../lib/encryption';
import { defineModule } from '../app-module';
import type { AppOrigins } from './app-origin';
import { createOAuthStateSigner } from './oauth-state';
import { createSandboxFeedRepository } from './sandbox-feed.repository';
import { sandboxRoutes } from './sandbox.routes';
import { socialPublicRoutes } from './social-public.routes';
import { purgeSocialRecordsJob, refreshInstagramTokensJob } from './social.jobs';
import { createSocialRepository } from './social.repository';
import { socialRoutes } from './social.routes';
import { createSocialService } from './social.service';
import { createMediaStaging } from './staged-media';
import { createStagedMediaRepository } from './staged-media.repository';

/** The social area assembled for the composition root: repositories, the networks chosen by
 * configuration (each network of the registry: real, its demonstration twin, or not offered), service and jobs. */
export function createSocialModule(deps: {
  /** The networks' slice: each network's own variables and whether production rules apply. */
  networks: NetworksConfig;
  /** PUBLIC_URL as set (Meta needs a public one to fetch the media), and every origin of ours. */
  origins: AppOrigins;
  /** BRAND_NAME, on the demonstration network's consent page. */
  brand: string;
  /** The origin the networks download media from: PUBLIC_URL's, else this server on localhost. */
  publicBaseUrl: string;
  db: Database;
  encryptionKey: string;
  clock: Clock;
  logger: Logger;
}) {
  const { db, clock, logger } = deps;
  const cipher = createTokenCipher(deps.encryptionKey);
  const repository = createSocialRepository(db);
  const feed = createSandboxFeedRepository(db);
  const stagedMedia = createStagedMediaRepository(db);
  const staging = createMediaStaging({
    repository: stagedMedia,
    key: cipher.deriveKey('staged-media-url'),
    publicBaseUrl: deps.publicBaseUrl,
    clock,
  });
  const networks = createNetworks({ config: deps.networks, twin: { feed, clock } });
  const warning = publicUrlWarning({ ...deps.networks, PUBLIC_URL: deps.origins.publicUrl });
  if (warning) logger.warn(warning);
  const service = createSocialService({
    repository,
    networks,
    cipher,
    states: createOAuthStateSigner(cipher.deriveKey('oauth-state'), clock),
    stagingFor: (userId) => staging.forUser(userId),
    clock,
  });
  const jobs = [
    // eslint-disable-next-line no-restricted-syntax -- Instagram's tokens are the ones Plume renews
    refreshInstagramTokensJob({ repository, oauth: networks.instagram.oauth, cipher, clock, logger }),
    purgeSocialRecordsJob({ repository, stagedMedia, clock, logger }),
  ];
  const { origins, brand } = deps;
  return defineModule({
    name: 'social',
    service,
    repository,
    feed,
    staging,
    networks,
    /** Publications in flight per worker process, per network. */
    publishConcurrency: publishConcurrencies(deps.networks),
    cipher,
    routes: [
      (app) => app.register(socialRoutes, { prefix: '/api/social', social: service, origins }),
      (app) => app.register(socialPublicRoutes, { prefix: '/api/social', social: service, staging, origins }),
      (app) => app.register(sandboxRoutes, { prefix: '/api/social/sandbox', origins, brand, feed }),
    ],
    jobs,
  });
}

export type SocialModule = ReturnType<typeof createSocialModule>;
