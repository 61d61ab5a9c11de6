import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { publicUrlWarning } from '../../networks/meta/meta-networks';
import type { NetworksConfig } from '../../networks/plugin';
import { createNetworks } from '../../networks/registry';
import type { Clock } from '../../lib/clock';
import { createTokenCipher } from '../../lib/encryption';
import { createOAuthStateSigner } from './oauth-state';
import { createSandboxFeedRepository } from './sandbox-feed.repository';
import { purgeSocialRecordsJob, refreshInstagramTokensJob } from './social.jobs';
import { createSocialRepository } from './social.repository';
import { createSocialService } from './social.service';
import { createMediaStaging } from './staged-media';
import { createStagedMediaRepository } from './staged-media.repository';

/** The social area assembled for the composition root: repositories, the networks chosen by
 * configuration (each network of the registry: real, its demonstration twin, or not offered), service and jobs. */
export function createSocialModule(deps: {
  /** The networks' slice: each network's own variables and whether production rules apply. */
  networks: NetworksConfig;
  /** PUBLIC_URL as set (Meta needs a public one to fetch the media). */
  publicUrl: string | undefined;
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
  const warning = publicUrlWarning({ ...deps.networks, PUBLIC_URL: deps.publicUrl });
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
    refreshInstagramTokensJob({ repository, oauth: networks.instagram.oauth, cipher, clock, logger }),
    purgeSocialRecordsJob({ repository, stagedMedia, clock, logger }),
  ];
  return { service, repository, feed, staging, networks, cipher, jobs };
}

export type SocialModule = ReturnType<typeof createSocialModule>;
